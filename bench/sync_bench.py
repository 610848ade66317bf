#!/usr/bin/env python3
"""hotels sync against `hotels lint` of the same book (issue 18's targets).

    bench/sync_bench.py [--repeat 7] [--skip-100k]

For a generated 10,000-card book with 2,000 hotels, as one .vcf file and as
a vdir of the same cards: the median of an unchanged sync against the median
of `hotels lint` of the same cards (runs alternate: lint, sync, lint, sync…),
and a sync after 100 hotel cards were changed in place against the
unchanged sync (runs alternate on one synced setup: both sides agree again
after each). Then the unchanged
sync of a 100,000-card book (20,000 hotels) against the 10,000-card one, and
the peak memory of every sync at 100,000 cards. Release build, as install.sh
builds it; no gazetteer (the cards have no new hotels to place). Last, the
floor of a sync that changes anything: a durable SQLite commit of 100 row
updates on the same disk, which an unchanged sync does not make.
"""
import argparse
import os
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import ROOT, build_hotels, timed  # noqa: E402


def generate(cards, path):
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(cards),
                    "--hotels-every", "5", "-o", path], check=True)


def split_into_vdir(book, folder):
    """One file per card, named by its UID, as a vdir holds them."""
    os.makedirs(folder)
    data = open(book, "rb").read()
    for number, card in enumerate(re.findall(rb"BEGIN:VCARD\r\n.*?END:VCARD\r\n", data, re.S)):
        uid = re.search(rb"\r\nUID:([^\r]*)", card)
        name = (uid.group(1).decode().replace("urn:uuid:", "") if uid else f"card-{number}") + ".vcf"
        with open(os.path.join(folder, name), "wb") as out:
            out.write(card)


def change_hotels(book, count):
    """Gives `count` hotel cards a new NOTE, in place (a .vcf file or a vdir)."""
    files = sorted(os.path.join(book, name) for name in os.listdir(book)) if os.path.isdir(book) else [book]
    changed = 0
    for path in files:
        data = open(path, "rb").read()
        cards = data.split(b"END:VCARD\r\n")
        for index, card in enumerate(cards):
            if changed < count and b"ORG:" in card and b"CATEGORIES:" in card:
                cards[index] = card + b"NOTE:changed by the benchmark\r\n"
                changed += 1
        open(path, "wb").write(b"END:VCARD\r\n".join(cards))
        if changed >= count:
            break
    assert changed == count, f"only {changed} hotel cards to change"


class Setup:
    """A synced store and book, which every run syncs again."""

    def __init__(self, hotels, book, work):
        self.hotels, self.work = hotels, work
        self.pristine = os.path.join(work, "pristine")
        os.makedirs(self.pristine)
        self.book_name = os.path.basename(book)
        target = os.path.join(self.pristine, self.book_name)
        (shutil.copytree if os.path.isdir(book) else shutil.copy)(book, target)
        os.sync()
        seconds, peak, _ = timed(self.command(self.pristine, "sync"))
        self.first = (seconds, peak)
        os.sync()

    def command(self, home, *arguments):
        """The book is configured by name, as a cron user's is."""
        store = os.path.join(home, "store.sqlite")
        book = os.path.join(home, self.book_name)
        os.makedirs(os.path.join(home, "config", "hotels"), exist_ok=True)
        with open(os.path.join(home, "config", "hotels", "config"), "w") as config:
            config.write(f"[book bench]\npath = {book}\n")
        environment = ["env", f"HOME={home}", f"HOTELS_STORE={store}", f"XDG_CONFIG_HOME={os.path.join(home, 'config')}"]
        if arguments[0] == "sync":
            return environment + [self.hotels, "sync", "bench", "--no-geocode"]
        return environment + [self.hotels, *arguments, book]

    def sync(self, changes=0):
        """A sync of the setup itself: unchanged, or after `changes` hotel
        cards of the book were changed in place (as another client changes
        them). Both sides agree again after each run, so runs alternate on
        one setup. Dirty pages are flushed first (os.sync), so that no run
        pays for writing out what came before it."""
        if changes:
            change_hotels(os.path.join(self.pristine, self.book_name), changes)
        os.sync()
        return timed(self.command(self.pristine, "sync"))[:2]

    def lint(self):
        """`hotels lint` of the book's cards: the file, or every file of the vdir."""
        book = os.path.join(self.pristine, self.book_name)
        if os.path.isdir(book):
            files = sorted(os.path.join(book, name) for name in os.listdir(book) if name.endswith(".vcf"))
            command = ["env", f"HOME={self.pristine}", self.hotels, "lint", *files]
        else:
            command = self.command(self.pristine, "lint")
        return timed(command, accept=(0, 1), stdout=subprocess.DEVNULL)[:2]


def compare(setup, repeat):
    lint, unchanged, changed, peaks = [], [], [], [setup.first[1]]
    for _ in range(repeat):
        lint.append(setup.lint()[0])
        seconds, peak = setup.sync()
        unchanged.append(seconds)
        peaks.append(peak)
        seconds, peak = setup.sync(changes=100)
        changed.append(seconds)
        peaks.append(peak)
    return statistics.median(lint), statistics.median(unchanged), statistics.median(changed), max(peaks)


def commit_floor(folder, repeat):
    """The median time of a durable commit of 100 row updates on this disk,
    as the store makes one (SQLite's rollback journal, synchronous = FULL,
    16 KiB pages, rows of a hotel's size): what a sync that changes
    anything pays beyond its work, and an unchanged sync does not pay."""
    path = os.path.join(folder, "floor.sqlite")
    setup = sqlite3.connect(path)
    setup.execute("PRAGMA page_size = 16384")
    setup.execute("CREATE TABLE hotels (id INTEGER PRIMARY KEY, card TEXT)")
    setup.executemany("INSERT INTO hotels VALUES (?, ?)", [(i, "x" * 1500) for i in range(2000)])
    setup.commit()
    setup.close()
    times = []
    generator = random.Random(18)
    for _ in range(repeat):
        connection = sqlite3.connect(path, isolation_level=None)
        connection.execute("PRAGMA synchronous = FULL")
        connection.execute("BEGIN IMMEDIATE")
        for id in generator.sample(range(2000), 100):
            connection.execute("UPDATE hotels SET card = card || 'y' WHERE id = ?", (id,))
        os.sync()
        start = time.perf_counter()
        connection.execute("COMMIT")
        times.append(time.perf_counter() - start)
        connection.close()
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--skip-100k", action="store_true")
    options = parser.parse_args()
    hotels = build_hotels()
    work = tempfile.mkdtemp(prefix="hotels-sync-bench-")
    try:
        book = os.path.join(work, "book-10k.vcf")
        generate(10_000, book)
        vdir = os.path.join(work, "vdir-10k")
        split_into_vdir(book, vdir)
        results = {}
        for label, path in [("10,000 cards, .vcf", book), ("10,000 cards, vdir", vdir)]:
            setup = Setup(hotels, path, os.path.join(work, label.replace(" ", "").replace(",", "")))
            lint, unchanged, changed, peak = compare(setup, options.repeat)
            results[label] = unchanged
            if label.endswith(".vcf"):
                changed_vcf = changed
            print(f"{label}: first sync {setup.first[0]:.3f} s; lint {lint:.3f} s; unchanged sync {unchanged:.3f} s "
                  f"({unchanged / lint:.2f}× lint, target ≤ 1.5×); after 100 changes {changed:.3f} s "
                  f"({changed / unchanged:.2f}× unchanged, target ≤ 2×); peak {peak:.1f} MB")
        floor = commit_floor(work, 2 * options.repeat)
        print(f"a durable commit of 100 row updates on this disk (SQLite, as the store commits): {floor * 1000:.1f} ms, "
              f"the median of {2 * options.repeat}; .vcf after 100 changes without it: "
              f"{(changed_vcf - floor):.3f} s ({(changed_vcf - floor) / results['10,000 cards, .vcf']:.2f}× unchanged)")
        if not options.skip_100k:
            big = os.path.join(work, "book-100k.vcf")
            generate(100_000, big)
            setup = Setup(hotels, big, os.path.join(work, "100k"))
            lint, unchanged, changed, peak = compare(setup, max(3, options.repeat // 2))
            print(f"100,000 cards, .vcf: first sync {setup.first[0]:.3f} s ({setup.first[1]:.1f} MB); lint {lint:.3f} s; "
                  f"unchanged sync {unchanged:.3f} s ({unchanged / results['10,000 cards, .vcf']:.2f}× the 10,000-card one, target ≤ 12×; "
                  f"{unchanged / lint:.2f}× lint); after 100 changes {changed:.3f} s; peak of all its syncs {peak:.1f} MB (target < 128 MB)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
