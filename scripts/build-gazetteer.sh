#!/usr/bin/env bash
# Builds the default gazetteer index from the source rows in Data/gazetteer/
# (see Data/README.md), reading only local files:
#
#   scripts/build-gazetteer.sh HOTELS_BINARY [INDEX]     # INDEX: .build/gazetteer.hgaz
#
# install.sh and test.sh run it. It does nothing when INDEX is newer than the
# source rows and the code that builds it (the gazetteer's, the folding and
# script tables its keys and names go through, and the distances its layout
# orders by). SOURCE_DATE_EPOCH fixes the recorded
# build time, so the same rows give the same bytes; Data/gazetteer/index.checksum
# records them, and a test compares.
set -euo pipefail
cd "$(dirname "$0")/.."
hotels="$1"
index="${2:-.build/gazetteer.hgaz}"
rows=Data/gazetteer
if [ -f "$index" ] && [ -z "$(find "$rows" Sources/Gazetteer Sources/Geodesy Sources/TextFolding Sources/AddressText -newer "$index" -print -quit)" ]; then
    exit 0
fi
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1795910400}"   # 2026-11-29
mkdir -p "$(dirname "$index")"
"$hotels" gazetteer build -o "$index" \
    "$rows/places.txt.gz" "$rows/admin1.tsv.gz" "$rows/regions-local-names.tsv" "$rows/zips.json.gz" "$rows/postal.txt.gz" >&2
