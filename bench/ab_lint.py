#!/usr/bin/env python3
"""Compares two builds of hotels on one book: `hotels lint` run alternately
by each, --rounds times, with the median, the range and the peak memory of
each, and the ratio of the medians; with --callgrind, the instructions each
build executes instead (deterministic, where wall time is not).

    bench/ab_lint.py BEFORE AFTER BOOK [--rounds 8] [--callgrind] [-- LINT-OPTIONS...]

BEFORE and AFTER are hotels binaries (build each as ./install.sh does);
BOOK is, say, bench/data/book-100k-3.0.vcf from bench/generate.py.
"""
import argparse
import re
import statistics
import subprocess

from measure import timed


def instructions(binary, book, extra):
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "lint", book] + extra,
                            capture_output=True, text=True)
    return int(re.search(r"Collected : (\d+)", result.stderr).group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("book")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--callgrind", action="store_true")
    args, extra = parser.parse_known_args()
    args.extra = [argument for argument in extra if argument != "--"]
    if args.callgrind:
        counts = [instructions(binary, args.book, args.extra) for binary in (args.before, args.after)]
        print(f"before {counts[0]:,} instructions, after {counts[1]:,} ({(counts[1] / counts[0] - 1) * 100:+.1f} %)")
        return
    runs = {args.before: [], args.after: []}
    for _ in range(args.rounds):
        for binary in (args.before, args.after):
            runs[binary].append(timed([binary, "lint", args.book] + args.extra, (0, 65)))
    for name, binary in (("before", args.before), ("after", args.after)):
        times = sorted(run[0] for run in runs[binary])
        print(f"{name}: median {statistics.median(times):.3f} s, {times[0]:.3f}–{times[-1]:.3f} s, "
              f"peak {max(run[1] for run in runs[binary]):.0f} MB")
    medians = [statistics.median(run[0] for run in runs[binary]) for binary in (args.before, args.after)]
    print(f"after / before: {medians[1] / medians[0]:.3f}")


if __name__ == "__main__":
    main()
