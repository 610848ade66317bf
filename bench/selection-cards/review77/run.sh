#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran hotels-r16, 7fd19b9, revision 16 (old), against hotels-r40final, evidence revision 40 as made on main (new; table.md, results.tsv), unseen.
# The builds look towns up in the gazetteer: HOTELS_GAZETTEER is /work/main/.build/gazetteer.hgaz unless set.
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
export HOTELS_GAZETTEER="${HOTELS_GAZETTEER:-/work/main/.build/gazetteer.hgaz}"
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review77: 7fd19b9, revision 16 (old) and revision 40 on main (new)"
