#!/usr/bin/env python3
"""Times `hotels import` on generated books (about half hotels, half of those
without GEO so the gazetteer is used), side by side with the SQLite floor
for the same rows, and prints a Markdown table.

    bench/import_bench.py [--sizes 10000,100000,1000000] [--hotels PATH]

For each size: the SQLite floor (a bulk insert of as many rows of 12 text
columns as the book has hotels, in one transaction with one prepared
statement, from Python's sqlite3 module), the first import into an empty
store, and a re-import of the same book (which changes nothing). Peak memory
is the maximum resident set size from /usr/bin/time.
"""
import argparse
import os
import random
import sqlite3
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "bench", "data")
OUT = os.path.join(ROOT, "bench", "out", "import")


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr[-2000:]}")
    return elapsed, int(result.stderr.strip().splitlines()[-1]) / 1024, result.stdout.strip()


def sqlite_floor(rows, path):
    if os.path.exists(path):
        os.remove(path)
    rng = random.Random(1)
    data = [tuple(f"{name} {rng.getrandbits(40):x} value text" for name in range(12)) for _ in range(rows)]
    start = time.perf_counter()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE t (" + ", ".join(f"c{i} TEXT" for i in range(12)) + ")")
    db.execute("BEGIN")
    db.executemany("INSERT INTO t VALUES (" + ", ".join("?" * 12) + ")", data)
    db.execute("COMMIT")
    db.close()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--hotels", default=os.path.join(ROOT, ".build", "release", "hotels"))
    args = parser.parse_args()
    os.makedirs(DATA, exist_ok=True)
    os.makedirs(OUT, exist_ok=True)
    print("| cards | hotels | SQLite floor s | first import s | × floor | re-import s | peak RSS MB (first, re) | summary |")
    print("|---:|---:|---:|---:|---:|---:|---:|---|")
    for size in [int(s) for s in args.sizes.split(",")]:
        book = os.path.join(DATA, f"import-{size}.vcf")
        if not os.path.exists(book):
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(size),
                            "--hotels-every", "2", "-o", book], check=True)
        hotels = size // 2
        floor = sqlite_floor(hotels, os.path.join(OUT, "floor.sqlite"))
        store = os.path.join(OUT, f"store-{size}.sqlite")
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(store + suffix):
                os.remove(store + suffix)
        gazetteer = ["--gazetteer", os.path.join(ROOT, "Data", "gazetteer.hgaz")]
        first, first_rss, summary = timed([args.hotels, "import", book, "--store", store] + gazetteer)
        again, again_rss, again_summary = timed([args.hotels, "import", book, "--store", store] + gazetteer)
        print(f"| {size:,} | {hotels:,} | {floor:.2f} | {first:.2f} | {first / floor:.1f} | {again:.2f} | "
              f"{first_rss:.0f}, {again_rss:.0f} | {summary} / {again_summary} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
