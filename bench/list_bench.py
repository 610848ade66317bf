#!/usr/bin/env python3
"""Times reading the store back: `hotels list`, `list --json` and
`export -o FILE` on a store of about 50,000 hotels, against the sqlite3
shell printing every column of the same rows to /dev/null, measured in the
same run. Prints a Markdown table (best of --repeat for each figure).

    python3 bench/list_bench.py [--cards 100000] [--repeat 5] [--hotels BINARY] [--store PATH]

The target (issue "Nothing lost, nothing hung…"): each command within 3×
the sqlite3 floor, and under 64 MB peak resident memory.
"""
import argparse
import os
import subprocess
import sys

from measure import ROOT, build_hotels, timed

OUT = os.path.join(ROOT, "bench", "out")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=100000, help="cards in the generated book (half are hotels)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--hotels", help="the binary to time (default: built as ./install.sh builds it)")
    parser.add_argument("--store", help="the store to read (default: bench/out/list-store-CARDS.sqlite), made by "
                        "importing the book with --hotels when missing: a binary of another schema wants its own")
    args = parser.parse_args()
    hotels = args.hotels or build_hotels()
    os.makedirs(OUT, exist_ok=True)
    book = os.path.join(OUT, f"list-book-{args.cards}.vcf")
    if not os.path.exists(book):
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(args.cards),
                        "--hotels-every", "2", "-o", book], check=True)
    store = args.store or os.path.join(OUT, f"list-store-{args.cards}.sqlite")
    if not os.path.exists(store):
        subprocess.run([hotels, "--store", store, "import", book, "--no-geocode"], check=True, stdout=subprocess.DEVNULL)
    count = subprocess.run(["sqlite3", store, "SELECT count(*) FROM hotels"], capture_output=True, text=True,
                           check=True).stdout.strip()
    export = os.path.join(OUT, "list-export.vcf")
    commands = {
        "sqlite3 (floor)": ["sqlite3", store, "SELECT * FROM hotels ORDER BY id"],
        "list": [hotels, "--store", store, "list"],
        "list --json": [hotels, "--store", store, "list", "--json"],
        "export -o FILE": [hotels, "--store", store, "export", "-o", export],
    }
    results = {}
    for _ in range(args.repeat):
        # Alternating, so a slow spell of the machine falls on every command alike.
        for name, command in commands.items():
            seconds, rss = timed(command, stdout=subprocess.DEVNULL)[:2]
            best = results.get(name)
            results[name] = (min(seconds, best[0]) if best else seconds, max(rss, best[1]) if best else rss)
    floor = results["sqlite3 (floor)"][0]
    print(f"{count} hotels, best of {args.repeat}\n")
    print("| command | s | × floor | peak RSS MB |")
    print("|---|---:|---:|---:|")
    for name, (seconds, rss) in results.items():
        print(f"| {name} | {seconds:.3f} | {seconds / floor:.2f} | {rss:.0f} |")


if __name__ == "__main__":
    main()
