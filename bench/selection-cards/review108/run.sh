#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran hotels-r16, revision 16 (old), against hotels-r52, revision 52 as on main, unseen (new; table.md, results.tsv).
# The builds look up towns in the gazetteer: HOTELS_GAZETTEER is set to main's unless already given.
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
here=$(cd "$(dirname "$0")" && pwd)
export HOTELS_GAZETTEER="${HOTELS_GAZETTEER:-/work/main/.build/gazetteer.hgaz}"
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review108: revision 16 (old) and revision 52 on main (new)"
