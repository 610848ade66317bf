#!/usr/bin/env bash
# Builds the vCard reader fuzzer (libFuzzer + AddressSanitizer) and runs it.
#
#   fuzz/run.sh [SECONDS]        default 600
#
# The seed corpus is Fixtures/ plus ../shared/corpus/vcard when present; new
# inputs go to fuzz/corpus-run/, crashes to fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
mkdir -p fuzz/build fuzz/corpus-run
# The VCard module's own dependencies: Pipelining as a module of its own
# (instrumented too), libxml2 through the package's module map.
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Pipelining \
    -emit-module -emit-module-path fuzz/build/Pipelining.swiftmodule \
    -emit-library -static Sources/Pipelining/*.swift -o fuzz/build/libPipelining.a
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name VCardFuzz \
    -I fuzz/build -L fuzz/build -lPipelining -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    $(find Sources/VCard -name '*.swift') fuzz/ReaderFuzzer.swift -o fuzz/build/reader-fuzzer
seeds=(Fixtures)
[ -d ../shared/corpus/vcard ] && seeds+=(../shared/corpus/vcard)
exec fuzz/build/reader-fuzzer fuzz/corpus-run "${seeds[@]}" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=fuzz/ -print_final_stats=1
