#!/usr/bin/env bash
# Builds one of the readers' fuzzers (libFuzzer + AddressSanitizer) and runs it
# on one job.
#
#   fuzz/run.sh [vcard|xcard|jcard] [SECONDS]     default: vcard, 600
#   fuzz/run.sh SECONDS                           the vCard reader, as before
#
# vcard: fuzz/ReaderFuzzer.swift, seeded with Fixtures/ and the shared
# corpus's vCard files; xcard: fuzz/XCardFuzzer.swift, seeded with the
# corpus's xCard files and xCard made from the fixtures; jcard:
# fuzz/JCardFuzzer.swift (with the tests' whole-document reader as its
# oracle), seeded likewise with jCard. New inputs go to fuzz/corpus-TARGET/,
# crashes to fuzz/TARGET-crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
target=vcard
if [[ "${1:-}" =~ ^(vcard|xcard|jcard)$ ]]; then target="$1"; shift; fi
seconds="${1:-600}"
mkdir -p fuzz/build "fuzz/corpus-$target" "fuzz/seeds-$target"
# The VCard module's own dependencies: Pipelining as a module of its own
# (instrumented too), libxml2 through the package's module map.
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Pipelining \
    -emit-module -emit-module-path fuzz/build/Pipelining.swiftmodule \
    -emit-library -static Sources/Pipelining/*.swift -o fuzz/build/libPipelining.a
extra=()
case "$target" in
    vcard) entry=fuzz/ReaderFuzzer.swift ;;
    xcard) entry=fuzz/XCardFuzzer.swift ;;
    jcard) entry=fuzz/JCardFuzzer.swift; extra=(Tests/VCardTests/JCardReference.swift) ;;
esac
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name VCardFuzz \
    -I fuzz/build -L fuzz/build -lPipelining -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    $(find Sources/VCard -name '*.swift') "$entry" "${extra[@]}" -o "fuzz/build/$target-fuzzer"

# Seeds: the corpus files of the target's form, and the fixtures in that form.
seeds=("fuzz/seeds-$target")
corpus=../shared/corpus/vcard
case "$target" in
    vcard)
        seeds=(Fixtures)
        [ -d "$corpus" ] && seeds+=("$corpus") ;;
    xcard|jcard)
        format=$target
        if [ -f "$corpus/MANIFEST.tsv" ]; then
            awk -F'\t' -v f="$format" '$4 == f { print $1 }' "$corpus/MANIFEST.tsv" | while read -r path; do
                cp "$corpus/$path" "fuzz/seeds-$target/$(echo "$path" | tr / _)"
            done
        fi
        hotels="$(swift build --show-bin-path)/hotels"
        if [ -x "$hotels" ]; then
            for book in Fixtures/*.vcf; do
                "$hotels" convert "$book" --to "$target" -o "fuzz/seeds-$target/$(basename "$book" .vcf).$target" 2>/dev/null || true
            done
        fi ;;
esac
exec "fuzz/build/$target-fuzzer" "fuzz/corpus-$target" "${seeds[@]}" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="fuzz/$target-" -print_final_stats=1
