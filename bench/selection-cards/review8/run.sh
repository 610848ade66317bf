#!/bin/bash
# Builds the cards from cards.tsv and runs them through both binaries.
# Usage: run.sh MAIN_HOTELS SELECT8_HOTELS   (release builds of main and select8)
# This review: /work/rev8/main-src/.build/release/hotels (main e6824bc) and
# /work/rev8/s8/.build/release/hotels (select8 8554082), each built with
# `swift build -c release --product hotels`; every card alone through
# `hotels import CARD --dry-run --explain --json --no-geocode --store TMP`
# with an empty XDG_CONFIG_HOME.
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/mk.py" "$here"
python3 "$here/run.py" "$1" "$2" "$here"
