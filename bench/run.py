#!/usr/bin/env python3
"""Times `hotels lint` against python3-vobject, ez-vcard and `wc -l`, side by
side in one run, on generated address books, and prints a Markdown report.

    bench/run.py                          # 10k, 100k and 1M cards, vCard 3.0
    bench/run.py --sizes 10000,100000 --version 4.0 --repeat 5

Peers are Debian packages: python3-vobject (run with /usr/bin/python3),
libez-vcard-java and libvinnie-java (with a JDK for javac), hyperfine is not
needed. Each command runs --repeat times and the best time counts (the least
disturbed run); ez-vcard runs --repeat passes in one JVM and its best warm
pass counts. Peak memory is the maximum resident set size from
/usr/bin/time. python3-vobject is skipped above --vobject-max cards (it needs
over ten minutes for a million).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

from measure import ROOT, best, build_hotels, timed

DATA = os.path.join(ROOT, "bench", "data")
OUT = os.path.join(ROOT, "bench", "out")
# lint exits 65 when a card has errors; the books are still read whole.
LINT_OK = (0, 65)
EZ_CLASSPATH = "/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:" + OUT


def sh(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def ensure_data(cards, version):
    os.makedirs(DATA, exist_ok=True)
    label = f"{cards // 1000}k" if cards < 1_000_000 else f"{cards // 1_000_000}M"
    path = os.path.join(DATA, f"book-{label}-{version}.vcf")
    if not os.path.exists(path):
        sh([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(cards),
            "--version", version, "-o", path])
    return path, label


def ensure_builds():
    binary = build_hotels()
    os.makedirs(OUT, exist_ok=True)
    have_java = shutil.which("javac") and os.path.exists("/usr/share/java/ez-vcard.jar")
    if have_java:
        sh(["javac", "-d", OUT, "-cp", EZ_CLASSPATH, os.path.join(ROOT, "bench", "peers", "EzVcardLint.java")])
    have_vobject = subprocess.run(["/usr/bin/python3", "-c", "import vobject"], capture_output=True).returncode == 0
    return binary, have_java, have_vobject


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--version", default="3.0", choices=["2.1", "3.0", "4.0"])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--vobject-max", type=int, default=100000)
    args = parser.parse_args()

    binary, have_java, have_vobject = ensure_builds()
    print(f"# hotels lint benchmark, vCard {args.version}\n")
    print(f"machine: {os.cpu_count()} cores; {subprocess.run(['uname', '-sr'], capture_output=True, text=True).stdout.strip()}; "
          f"{subprocess.run([binary, '--version'], capture_output=True, text=True).stdout.strip()}\n")
    print("| cards | MB | tool | seconds | MB/s | cards/s | peak RSS MB | hotels is × faster |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for cards in [int(s) for s in args.sizes.split(",")]:
        path, label = ensure_data(cards, args.version)
        megabytes = os.path.getsize(path) / 1e6
        rows = []
        wc = best(["wc", "-l", path], args.repeat, LINT_OK)
        rows.append(("wc -l (floor)", wc[0], wc[1]))
        hotels = best([binary, "lint", path], args.repeat, LINT_OK)
        counted = re.search(r"(\d+) cards", hotels[2])
        if not counted or int(counted.group(1)) != cards:
            sys.exit(f"hotels lint read {counted and counted.group(1)} cards, not {cards}")
        rows.append(("hotels lint", hotels[0], hotels[1]))
        one = best([binary, "lint", "--threads", "1", path], args.repeat, LINT_OK)
        rows.append(("hotels lint --threads 1", one[0], one[1]))
        if have_java:
            seconds, peak, out = timed(["java", "-cp", EZ_CLASSPATH, "EzVcardLint", path, str(max(args.repeat, 3))], LINT_OK)
            passes = [float(m) for m in re.findall(r"([\d.]+) s", out)]
            rows.append((f"ez-vcard (best warm pass of {len(passes)})", min(passes[1:]) if len(passes) > 1 else passes[0], peak))
        if have_vobject and cards <= args.vobject_max:
            seconds, peak, out = timed(["/usr/bin/python3", os.path.join(ROOT, "bench", "peers", "vobject_lint.py"), path], LINT_OK)
            rows.append(("python3-vobject", float(re.search(r"([\d.]+) s", out).group(1)), peak))
        for tool, seconds, peak in rows:
            ratio = seconds / hotels[0]
            shown = f"{ratio:.1f}" if tool != "hotels lint" else "—"
            if tool == "hotels lint --threads 1":
                shown = f"(one thread: {seconds / hotels[0]:.2f}× the time)"
            if tool.startswith("ez-vcard") or tool == "python3-vobject":
                shown = f"{ratio:.1f} (one thread: {seconds / one[0]:.1f})"
            if tool.startswith("wc"):
                shown = f"hotels takes {1 / ratio:.1f}× its time"
            print(f"| {label} | {megabytes:.0f} | {tool} | {seconds:.3f} | {megabytes / seconds:.0f} | "
                  f"{cards / seconds:,.0f} | {peak:.1f} | {shown} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
