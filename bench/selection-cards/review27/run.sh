#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran 7fd19b9, revision 16 (old), against hotels-r26m, revision 26 as on main (b253d31, built when main was 96768c4), unseen (new; table.md, results.tsv).
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review27: 7fd19b9, revision 16 (old) and b253d31, revision 26 on main (new)"
