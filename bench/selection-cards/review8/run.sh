#!/bin/sh
# Remakes this review's cards from cards.tsv and runs each alone through two
# release builds of hotels (`swift build -c release --product hotels`).
# This review ran main e6824bc (old) and select8 8554082 (new).
# Usage: run.sh OLD_HOTELS NEW_HOTELS
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/../make_cards.py" "$here"
python3 "$here/../compare.py" "$1" "$2" "$here" --title "review8: main e6824bc (old) and select8 8554082 (new)"
