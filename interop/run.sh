#!/usr/bin/env bash
# Interoperability test: cards `hotels export` writes, in vCard 3.0 and 4.0,
# must read in ez-vcard with no warnings for their version and in
# python3-vobject without error. Needs default-jdk-headless,
# libez-vcard-java, libvinnie-java and python3-vobject (.ci/run installs
# them); skipped, not failed, where they are missing.
#
#   interop/run.sh [PATH-TO-hotels]
set -euo pipefail
cd "$(dirname "$0")/.."
hotels="${1:-$(swift build --show-bin-path)/hotels}"
jars=/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar
if ! command -v javac >/dev/null || [ ! -f /usr/share/java/ez-vcard.jar ] || ! /usr/bin/python3 -c "import vobject" 2>/dev/null; then
    echo "interop: skipped (needs default-jdk-headless, libez-vcard-java, libvinnie-java, python3-vobject)"
    exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
store="$work/store.sqlite"
# The default index, built by test.sh (scripts/build-gazetteer.sh).
gazetteer=.build/gazetteer.hgaz
[ -f "$gazetteer" ] || scripts/build-gazetteer.sh "$hotels" "$gazetteer"
"$hotels" import Fixtures/contacts.vcf --store "$store" --gazetteer "$gazetteer" >/dev/null
"$hotels" import Fixtures/books/outlook-mixed-2.1.vcf --store "$store" --gazetteer "$gazetteer" >/dev/null 2>&1
"$hotels" import Fixtures/books/thunderbird-mixed-4.0.vcf --store "$store" --gazetteer "$gazetteer" >/dev/null
# Cards whose text the reader repaired (a raw line break, no END:VCARD…): exported as vCard that needs none.
"$hotels" import Fixtures/broken/repaired-3.0.vcf --store "$store" --gazetteer "$gazetteer" >/dev/null 2>&1
"$hotels" add --store "$store" --name "Pension Anna; Zimmer, Frühstück" --street "Hauptstraße 1" --city Wien \
    --country AT --phone "+43 1 234" --email anna@example.at --url https://example.at \
    --notes $'Quiet, with a garden;\nbreakfast at 7' --lat 48.2 --lon 16.37 \
    --last-stay 2026-05-03 --status seasonal --rate "185.00 EUR" --photo Fixtures/adlon.png >/dev/null
"$hotels" edit 1 --store "$store" --phone "+49 30 99999" --notes "Changed, by hand; twice" >/dev/null
javac -cp "$jars" -d "$work" interop/EzVcardValidate.java
status=0
for format in vcard3 vcard4; do
    "$hotels" export --store "$store" --format "$format" -o "$work/$format.vcf"
    java -cp "$jars:$work" EzVcardValidate "$work/$format.vcf" || status=1
    /usr/bin/python3 interop/vobject_read.py "$work/$format.vcf" || status=1
done
exit $status
