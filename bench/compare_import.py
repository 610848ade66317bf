#!/usr/bin/env python3
"""Times the first import of a generated book by two builds of hotels, in
alternating runs, and prints the medians: whether a change made import slower.

    bench/compare_import.py BASE NEW [--cards 100000] [--runs 8] [--gazetteer INDEX]

BASE and NEW are `hotels` binaries (build each as ./install.sh does). The
book is bench/generate.py's, as bench/import_bench.py makes it (half hotels,
half of those without GEO); each run imports it into a new, empty store with
the default gazetteer index (built from Data/gazetteer/ by
scripts/build-gazetteer.sh with NEW, as ./install.sh builds it, or the index
--gazetteer names) and no config file. Both builds read the same index, so
BASE must read NEW's index format. Runs alternate BASE, NEW, BASE, … so that
the machine's swings from minute to minute fall on both alike.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

from measure import ROOT, build_gazetteer, timed

DATA = os.path.join(ROOT, "bench", "data")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("--cards", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--gazetteer", help="the index both builds read (default: built from Data/gazetteer/ by NEW)")
    args = parser.parse_args()
    os.makedirs(DATA, exist_ok=True)
    book = os.path.join(DATA, f"import-{args.cards}.vcf")
    if not os.path.exists(book):
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(args.cards),
                        "--hotels-every", "2", "-o", book], check=True)
    gazetteer = ["--gazetteer", args.gazetteer or build_gazetteer(args.new)]
    times = {"base": [], "new": []}
    summaries = {}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CONFIG_HOME"] = folder
        for run in range(args.runs):
            for name, binary in (("base", args.base), ("new", args.new)):
                store = os.path.join(folder, f"{name}-{run}.sqlite")
                seconds, rss, output = timed([binary, "import", book, "--store", store] + gazetteer)
                os.remove(store)
                times[name].append(seconds)
                summaries[name] = output.strip()
                print(f"run {run + 1} {name}: {seconds:.3f} s, {rss:.0f} MB", file=sys.stderr)
    base, new = statistics.median(times["base"]), statistics.median(times["new"])
    print(f"| build | median s ({args.runs} runs) | runs s | summary |")
    print("|---|---:|---|---|")
    for name, median in (("base", base), ("new", new)):
        print(f"| {name} | {median:.3f} | {', '.join(f'{t:.2f}' for t in times[name])} | {summaries[name]} |")
    print(f"\nnew / base = {new / base:.3f}")


if __name__ == "__main__":
    main()
