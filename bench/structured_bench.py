#!/usr/bin/env python3
"""Times `hotels lint` on jCard and xCard inputs that used to take memory or
time without bound, each at a size and at half of it, so that the ratio
shows whether the time is linear (about 2.0 for twice the input):

- jCard books of N/2 and N cards (default 300,000: about 85 MB), read one
  card at a time;
- an xCard card holding an element of another namespace nested 50,000 to
  400,000 deep;
- one jCard and one xCard value of 200 and 400 MB on a single line, past
  the 10,000,000-byte limit for a value (the card is refused, exit 65).

    bench/structured_bench.py [--cards 300000] [--hotels PATH] [--repeat 3]

Best of --repeat runs; peak memory from /usr/bin/time. The inputs are
written to bench/data/ and are the same bytes on every run.
"""
import argparse
import json
import os
import random

from measure import ROOT, best, build_hotels

DATA = os.path.join(ROOT, "bench", "data")
CITIES = [("San Francisco", "CA", "94102", "USA"), ("München", "BY", "80331", "Germany"),
          ("Paris", "", "75001", "France"), ("Kyōto", "", "600-8216", "Japan")]


def jcard_book(path, cards):
    """A jCard array of `cards` cards, about 280 bytes each, one per line."""
    if os.path.exists(path):
        return
    rng = random.Random(cards)
    with open(path, "w", encoding="utf-8") as out:
        out.write("[\n")
        for index in range(cards):
            city, region, code, country = rng.choice(CITIES)
            card = ["vcard", [
                ["version", {}, "text", "4.0"],
                ["fn", {}, "text", f"Hotel {index}"],
                ["org", {}, "text", f"Hotel {index}"],
                ["adr", {"type": "work"}, "text", ["", "", f"{rng.randrange(1, 200)} Main St", city, region, code, country]],
                ["tel", {"type": ["work", "voice"]}, "uri", f"tel:+1-555-{rng.randrange(10000):04d}"],
                ["email", {}, "text", f"desk{index}@example.com"],
                ["categories", {}, "text", "Hotel", "Travel"],
                ["geo", {}, "uri", f"geo:{rng.uniform(-80, 80):.5f},{rng.uniform(-170, 170):.5f}"],
            ]]
            out.write(json.dumps(card, ensure_ascii=False))
            out.write(",\n" if index + 1 < cards else "\n")
        out.write("]\n")


def nested_xcard(path, depth):
    if os.path.exists(path):
        return
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>'
                  '<fn><text>A</text></fn><x:a xmlns:x="http://example.com/x">')
        out.write("<x:a>" * depth)
        out.write("</x:a>" * depth)
        out.write("</x:a></vcard></vcards>\n")


def long_value(path, megabytes, form):
    if os.path.exists(path):
        return
    head, tail = {
        "jcard": ('[["vcard",[["note",{},"text","', '"]]],["vcard",[["fn",{},"text","B"]]]]\n'),
        "xcard": ('<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><note><text>', "</text></note></vcard></vcards>\n"),
    }[form]
    block = b"a" * (1 << 20)
    with open(path, "wb") as out:
        out.write(head.encode())
        for _ in range(megabytes):
            out.write(block)
        out.write(tail.encode())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=300_000)
    parser.add_argument("--hotels", help="the binary to time (default: built as ./install.sh builds it)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    args.hotels = args.hotels or build_hotels()
    os.makedirs(DATA, exist_ok=True)

    rows = []
    def series(label, paths, accept=(0,)):
        previous = None
        for size, path in paths:
            seconds, rss, _ = best([args.hotels, "lint", "--threads", "1", path], args.repeat, accept)
            ratio = f"{seconds / previous:.2f}" if previous else ""
            rows.append(f"| {label} | {size} | {os.path.getsize(path) / 1e6:.1f} | {seconds:.2f} | {rss:.0f} | {ratio} |")
            print(rows[-1], flush=True)
            previous = seconds

    print("| input | size | MB | seconds | peak RSS MB | × the half size's time |")
    print("|---|---:|---:|---:|---:|---:|")
    books = []
    for cards in (args.cards // 2, args.cards):
        path = os.path.join(DATA, f"jcard-{cards}.json")
        jcard_book(path, cards)
        books.append((f"{cards:,} cards", path))
    series("jCard book", books)
    nests = []
    for depth in (50_000, 100_000, 200_000, 400_000):
        path = os.path.join(DATA, f"xcard-nested-{depth}.xml")
        nested_xcard(path, depth)
        nests.append((f"depth {depth:,}", path))
    series("xCard, foreign elements nested", nests)
    for form in ("jcard", "xcard"):
        values = []
        for megabytes in (200, 400):
            path = os.path.join(DATA, f"{form}-value-{megabytes}MB.{'json' if form == 'jcard' else 'xml'}")
            long_value(path, megabytes, form)
            values.append((f"{megabytes} MB value", path))
        series(f"{'jCard' if form == 'jcard' else 'xCard'}, one value on one line", values, accept=(65,))


if __name__ == "__main__":
    main()
