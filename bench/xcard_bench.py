#!/usr/bin/env python3
"""Times reading xCard: `hotels lint FILE.xml` against a bare libxml2
xmlTextReader loop (the floor) and ez-vcard's parseXml, side by side, on
xCard files made from generated books (`hotels convert --to xcard`).

    bench/xcard_bench.py [--sizes 10000,100000] [--hotels PATH] [--repeat 3]

Needs a C compiler with libxml2-dev, and for ez-vcard libez-vcard-java,
libvinnie-java and a JDK. Best of --repeat runs; peak memory from /usr/bin/time.
"""
import argparse
import os
import re
import subprocess
import sys

from measure import ROOT, best, build_hotels, timed

DATA = os.path.join(ROOT, "bench", "data")
OUT = os.path.join(ROOT, "bench", "out")
JARS = "/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--hotels", help="the binary to time (default: built as ./install.sh builds it)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    args.hotels = args.hotels or build_hotels()
    os.makedirs(DATA, exist_ok=True)
    os.makedirs(OUT, exist_ok=True)
    loop = os.path.join(OUT, "xmlreader_loop")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libxml-2.0"], capture_output=True, text=True, check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", loop, os.path.join(ROOT, "bench", "peers", "xmlreader_loop.c")] + flags, check=True)
    have_java = os.path.exists("/usr/share/java/ez-vcard.jar") and subprocess.run(["which", "javac"], capture_output=True).returncode == 0
    if have_java:
        subprocess.run(["javac", "-cp", JARS, "-d", OUT, os.path.join(ROOT, "bench", "peers", "EzVcardXml.java")], check=True)
    print("| cards | MB | tool | seconds | peak RSS MB | × floor | ez-vcard ÷ hotels (one thread) | ez-vcard ÷ hotels (two) |")
    print("|---:|---:|---|---:|---:|---:|---:|---:|")
    for size in [int(s) for s in args.sizes.split(",")]:
        book = os.path.join(DATA, f"book-{size}-4.0.vcf")
        if not os.path.exists(book):
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(size), "--version", "4.0",
                            "-o", book], check=True)
        xml = os.path.join(DATA, f"book-{size}.xml")
        if not os.path.exists(xml):
            subprocess.run([args.hotels, "convert", book, "--to", "xcard", "-o", xml], check=True)
        mb = os.path.getsize(xml) / 1e6
        floor, floor_rss, _ = best([loop, xml], args.repeat)
        # One thread said explicitly: the default reads xCard on two where there are two cores.
        ours, ours_rss, _ = best([args.hotels, "lint", "--threads", "1", xml], args.repeat)
        two, two_rss, _ = best([args.hotels, "lint", "--threads", "2", xml], args.repeat)
        print(f"| {size:,} | {mb:.0f} | libxml2 xmlTextReader loop (floor) | {floor:.2f} | {floor_rss:.0f} | 1.0 | | |")
        print(f"| {size:,} | {mb:.0f} | hotels lint --threads 1 | {ours:.2f} | {ours_rss:.0f} | {ours / floor:.2f} | | |")
        print(f"| {size:,} | {mb:.0f} | hotels lint --threads 2 (the default on two cores) | {two:.2f} | {two_rss:.0f} | {two / floor:.2f} | | |")
        if have_java:
            _, rss, output = timed(["java", "-Xmx8g", "-cp", f"{JARS}:{OUT}", "EzVcardXml", xml, str(max(args.repeat, 3))])
            passes = [float(m) for m in re.findall(r"([0-9.]+) s$", output, re.M)]
            warm = min(passes[1:] or passes)
            print(f"| {size:,} | {mb:.0f} | ez-vcard parseXml (best warm pass) | {warm:.2f} | {rss:.0f} | {warm / floor:.2f} "
                  f"| {warm / ours:.1f} | {warm / two:.1f} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
