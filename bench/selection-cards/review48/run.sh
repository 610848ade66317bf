#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran hotels-r16, revision 16 (old), against hotels-r32final, revision 32 as on main (d95ad17), unseen (new; table.md, results.tsv).
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review48: revision 16 (old) and d95ad17, revision 32 on main (new)"
