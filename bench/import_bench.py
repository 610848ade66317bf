#!/usr/bin/env python3
"""Times `hotels import` on generated books (about half hotels, half of those
without GEO so the gazetteer is used), side by side with two SQLite floors,
and prints a Markdown table.

    bench/import_bench.py [--sizes 10000,100000,1000000] [--repeat 3] [--hotels PATH]

It builds hotels as ./install.sh does, unless --hotels names a binary.

For each size, in one run:

- floor A, the issue's: a bulk insert of one row of 12 short text columns
  per card of the book, in one transaction with one prepared statement, from
  Python's sqlite3 module with SQLite's defaults (a rollback journal, 4 KiB
  pages; the issue quotes about 0.56 s for 100k rows here);
- the first import into an empty store;
- floor B, the same rows: the very rows that import wrote (every column of
  `hotels`, the card text included), bulk-inserted the same way into an empty
  copy of the store's schema (its checks and indexes), with the store's
  settings (a rollback journal, its page size, 64 MB cache, synchronous=FULL);
  each round loads them both ways a bulk load can go, into the indexes as
  they stand and with the secondary indexes built after the rows (as the
  import does), and the faster counts;
- a re-import of the same book (which changes nothing).

Each figure is the best of --repeat runs (the least disturbed one: this
machine's speed swings by a third from minute to minute), floors included;
each first import goes into a new, empty store. Peak memory is the largest
resident set size /usr/bin/time saw in those runs.
"""
import argparse
import os
import random
import sqlite3
import subprocess
import sys
import time

from measure import ROOT, best, build_gazetteer, build_hotels, timed

DATA = os.path.join(ROOT, "bench", "data")
OUT = os.path.join(ROOT, "bench", "out", "import")


def remove(path):
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)


def sqlite_floor(rows, path):
    """Floor A: rows of 12 short text columns."""
    remove(path)
    rng = random.Random(1)
    data = [tuple(f"{name} {rng.getrandbits(40):x} value text" for name in range(12)) for _ in range(rows)]
    start = time.perf_counter()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE t (" + ", ".join(f"c{i} TEXT" for i in range(12)) + ")")
    db.execute("BEGIN")
    db.executemany("INSERT INTO t VALUES (" + ", ".join("?" * 12) + ")", data)
    db.execute("COMMIT")
    db.close()
    return time.perf_counter() - start


class SameRows:
    """What floor B loads: the rows the import wrote to `store`, its schema
    and its page size, read once for every round."""

    def __init__(self, store):
        source = sqlite3.connect(store)
        self.schema = source.execute(
            "SELECT sql, type, tbl_name FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'").fetchall()
        self.columns = [row[1] for row in source.execute("PRAGMA table_info(hotels)") if row[1] != "id"]
        self.rows = source.execute(f"SELECT {', '.join(self.columns)} FROM hotels ORDER BY id").fetchall()
        self.page_size = source.execute("PRAGMA page_size").fetchone()[0]
        source.close()


def same_rows_floor(same, path, indexes_after):
    """Floor B: `same.rows` into the store's own schema; with
    `indexes_after`, the secondary indexes of `hotels` are made after the
    rows, in the same transaction."""
    remove(path)
    schema, later = [], []
    for sql, kind, table in same.schema:
        (later if indexes_after and kind == "index" and table == "hotels" else schema).append(sql)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"PRAGMA page_size={same.page_size}")
    db.execute("PRAGMA journal_mode=DELETE")
    for statement in schema:
        db.execute(statement)
    db.close()
    start = time.perf_counter()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA cache_size=-65536")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("BEGIN")
    db.executemany(f"INSERT INTO hotels ({', '.join(same.columns)}) VALUES ({', '.join('?' * len(same.columns))})",
                   same.rows)
    for statement in later:
        db.execute(statement)
    db.execute("COMMIT")
    db.close()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--hotels", help="the binary to time (default: built as ./install.sh builds it)")
    args = parser.parse_args()
    args.hotels = args.hotels or build_hotels()
    os.makedirs(DATA, exist_ok=True)
    os.makedirs(OUT, exist_ok=True)
    print("| cards | hotels | floor A s (cards × 12 text) | floor B s (same rows) | first import s | × A | × B "
          "| re-import s | peak RSS MB (first, re) | summary |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for size in [int(s) for s in args.sizes.split(",")]:
        book = os.path.join(DATA, f"import-{size}.vcf")
        if not os.path.exists(book):
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(size),
                            "--hotels-every", "2", "-o", book], check=True)
        floor_a = min(sqlite_floor(size, os.path.join(OUT, "floor.sqlite")) for _ in range(args.repeat))
        store = os.path.join(OUT, f"store-{size}.sqlite")
        gazetteer = ["--gazetteer", build_gazetteer(args.hotels)]
        firsts = []
        for _ in range(args.repeat):
            remove(store)
            firsts.append(timed([args.hotels, "import", book, "--store", store] + gazetteer))
        first, first_rss, summary = min(run[0] for run in firsts), max(run[1] for run in firsts), firsts[-1][2].strip()
        same = SameRows(store)
        floor_b = min(same_rows_floor(same, os.path.join(OUT, "floor-same.sqlite"), after)
                      for _ in range(args.repeat) for after in (False, True))
        hotels = len(same.rows)
        del same
        again, again_rss, again_summary = best([args.hotels, "import", book, "--store", store] + gazetteer, args.repeat)
        again_summary = again_summary.strip()
        print(f"| {size:,} | {hotels:,} | {floor_a:.2f} | {floor_b:.2f} | {first:.2f} | {first / floor_a:.1f} "
              f"| {first / floor_b:.1f} | {again:.2f} | {first_rss:.0f}, {again_rss:.0f} | {summary} / {again_summary} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
