#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# builds of hotels (debug builds, `swift build`: the verdicts are the same).
# This review ran hotels-r60b, revision 60 (old), against revision 61's first
# candidate hotels-r61a (new; table.md, results.tsv); final/ against revision 62 as committed.
# The builds look up towns in the gazetteer: HOTELS_GAZETTEER is set to main's unless already given.
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
here=$(cd "$(dirname "$0")" && pwd)
export HOTELS_GAZETTEER="${HOTELS_GAZETTEER:-/work/main/.build/gazetteer.hgaz}"
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review112: revision 60 (old) and revision 61's first candidate (new)"
