#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran hotels-r16, revision 16 (old), against hotels-r38final, revision 38 as on main (db1ab9e), unseen (new; table.md, results.tsv).
# The builds look up towns in the gazetteer.
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
export HOTELS_GAZETTEER=${HOTELS_GAZETTEER:-/work/main/.build/gazetteer.hgaz}
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review70: hotels-r16, revision 16 (old) and hotels-r38final, revision 38 on main db1ab9e (new)"
