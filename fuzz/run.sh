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
# crashes to fuzz/TARGET-crash-*. Needs the toolchain's libFuzzer, pkg-config
# and python3 (to read the VCard module's dependencies from Package.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
target=vcard
if [[ "${1:-}" =~ ^(vcard|xcard|jcard)$ ]]; then target="$1"; shift; fi
seconds="${1:-600}"
mkdir -p fuzz/build "fuzz/corpus-$target" "fuzz/seeds-$target"
# The VCard module's own dependencies, as Package.swift names them (so that
# a new one needs no change here): each Swift target a module of its own,
# instrumented too, built after those it imports; libxml2 through the
# package's module map.
deps=$(swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
order = []
def visit(name):
    for dependency in targets[name]["dependencies"]:
        key = next(iter(dependency))
        # A product of another package would need that package: VCard has none.
        if key != "byName" and key != "target": sys.exit("VCard depends on %s %s" % (key, dependency[key]))
        module = dependency[key][0]
        if module not in order and targets[module]["type"] == "regular":
            visit(module)
            order.append(module)
visit("VCard")
print(" ".join(order))')
libraries=()
for module in $deps; do
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name "$module" -I fuzz/build \
        -emit-module -emit-module-path "fuzz/build/$module.swiftmodule" \
        -emit-library -static $(find "Sources/$module" -name '*.swift') -o "fuzz/build/lib$module.a"
    # Linked after those that import it: a static archive resolves only
    # what the objects before it need.
    libraries=("-l$module" "${libraries[@]}")
done
extra=()
case "$target" in
    vcard) entry=fuzz/ReaderFuzzer.swift ;;
    xcard) entry=fuzz/XCardFuzzer.swift ;;
    jcard) entry=fuzz/JCardFuzzer.swift; extra=(Tests/VCardTests/JCardReference.swift) ;;
esac
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name VCardFuzz \
    -I fuzz/build -L fuzz/build "${libraries[@]}" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
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
