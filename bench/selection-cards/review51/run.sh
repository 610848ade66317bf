#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran 7fd19b9, revision 16 (old, hotels-r16), against hotels-r33final, revision 33 as on main (e54e8af), unseen (new; table.md, results.tsv).
# The builds look towns up in the gazetteer: HOTELS_GAZETTEER (default /work/main/.build/gazetteer.hgaz).
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
export HOTELS_GAZETTEER="${HOTELS_GAZETTEER:-/work/main/.build/gazetteer.hgaz}"
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review51: 7fd19b9, revision 16 (old) and e54e8af, revision 33 on main (new)"
