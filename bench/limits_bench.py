#!/usr/bin/env python3
"""Hostile input against the vCard reader's limits (issue 15): `hotels lint`,
`import` and `convert` on each input at its full size and at half of it,
with the peak resident memory and the time of each, and the ratio of the
two times (half the input should take about half the time).

    bench/limits_bench.py [--scale 1.0] [--hotels PATH] [--keep DIR]

The inputs, generated into a temporary folder (or --keep DIR) and removed
afterwards, never committed:

- one line of 2 GB (no line break: the line limit, outside any card);
- 1 GB of NUL bytes, as /dev/zero gives them;
- one card with a 200 MB NOTE (the line and card limits, inside a card);
- a vCard 2.1 hotel's card with an 8 MB NOTE of raw ISO-8859-1 bytes (import
  keeps it written afresh as quoted-printable);
- a hotel's card with a 1 MB NOTE of "room breakfast" over and over (the
  selection's reading of a NOTE);
- 500,000 cards without END (each closed at the next BEGIN);
- 500,000 BEGIN lines, then 500,000 END lines (rejected input, written to
  --rejects as it comes);
- and 1 GB of /dev/zero on standard input (`head -c 1G /dev/zero | hotels
  lint -`), which streams too.

--scale shrinks every size (0.1 for a quick look). Each command runs once
per size; the figures are wall-clock seconds around the whole process and
/usr/bin/time's maximum resident set size. It builds hotels as ./install.sh
does, unless --hotels names a binary.
"""
import argparse
import os
import shutil
import tempfile

from measure import build_hotels, timed

MB = 1 << 20
CHUNK = 8 * MB
# lint and convert exit 65 and import 1 or 65 when input is rejected.
ACCEPT = (0, 1, 65)


def write_repeated(path, head, byte, size, tail):
    with open(path, "wb") as out:
        out.write(head)
        block = byte * CHUNK
        left = size
        while left > 0:
            out.write(block[:min(left, CHUNK)])
            left -= CHUNK
        out.write(tail)


def write_lines(path, line, count):
    with open(path, "wb") as out:
        batch = line * 10_000
        for _ in range(count // 10_000):
            out.write(batch)
        out.write(line * (count % 10_000))


def inputs(folder, scale):
    """(name, {fraction: path}) for each input, at full size and half."""
    made = []
    for name, make in [
        ("2 GB, one line", lambda p, f: write_repeated(p, b"", b"x", int(2048 * MB * scale * f), b"")),
        ("1 GB of NUL bytes", lambda p, f: write_repeated(p, b"", b"\0", int(1024 * MB * scale * f), b"")),
        ("a 200 MB NOTE", lambda p, f: write_repeated(
            p, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inn\r\nNOTE:", b"n", int(200 * MB * scale * f), b"\r\nEND:VCARD\r\n")),
        # A 2.1 value of raw 8-bit text (a phone's CHARSET=ISO-8859-1 or
        # Shift_JIS, KContacts' raw PHOTO) is written afresh as
        # quoted-printable for the store: that was quadratic in its length.
        ("a 2.1 card with an 8 MB NOTE of 8-bit text", lambda p, f: write_repeated(
            p, b"BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nNOTE;CHARSET=ISO-8859-1:", b"\xe9",
            int(8 * MB * scale * f), b"\r\nEND:VCARD\r\n")),
        # Selection reads a NOTE's words of a stay: a room's word before
        # each other word had made it search the whole NOTE again.
        ("a hotel's card with a 1 MB NOTE of \"room breakfast\"", lambda p, f: write_repeated(
            p, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nADR:;;Unter den Linden 77;Berlin;;10117;Germany\r\nNOTE:"
            + b"room breakfast " * int(MB * scale * f / 15), b"", 0, b"\r\nEND:VCARD\r\n")),
        ("500,000 cards without END", lambda p, f: write_lines(
            p, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inn\r\nN:Inn;;;;\r\n", int(500_000 * scale * f))),
        ("500,000 BEGIN, then 500,000 END lines", lambda p, f: (
            write_lines(p, b"BEGIN:VCARD\r\n", int(500_000 * scale * f)),
            open(p, "ab").write(b"END:VCARD\r\n" * int(500_000 * scale * f)))),
    ]:
        paths = {}
        for fraction in (1.0, 0.5):
            path = os.path.join(folder, f"{len(made)}-{fraction}.vcf")
            make(path, fraction)
            paths[fraction] = path
        made.append((name, paths))
    return made


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--hotels")
    parser.add_argument("--keep")
    args = parser.parse_args()
    binary = args.hotels or build_hotels()
    folder = args.keep or tempfile.mkdtemp(prefix="hotels-limits-")
    os.makedirs(folder, exist_ok=True)
    try:
        print("| input | command | MB | seconds | peak RSS MB | half: seconds | half: peak RSS MB | full ÷ half |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for name, paths in inputs(folder, args.scale):
            for command in ("lint", "import", "convert"):
                figures = {}
                for fraction, path in paths.items():
                    store = os.path.join(folder, "store.sqlite")
                    if os.path.exists(store):
                        os.remove(store)
                    rejects = os.path.join(folder, "rejects.vcf")
                    argv = {
                        "lint": [binary, "lint", path, "--rejects", rejects],
                        "import": [binary, "import", path, "--no-geocode", "--store", store, "--rejects", rejects],
                        "convert": [binary, "convert", path, "--to", "4.0"],
                    }[command]
                    # Output and diagnostics go to /dev/null through a shell.
                    seconds, rss, _ = timed(["sh", "-c", '"$@" >/dev/null 2>&1; s=$?; [ $s -le 65 ] && exit 0 || exit $s',
                                             "sh"] + argv, ACCEPT)
                    figures[fraction] = (seconds, rss)
                megabytes = os.path.getsize(paths[1.0]) / 1e6
                (full, full_rss), (half, half_rss) = figures[1.0], figures[0.5]
                print(f"| {name} | {command} | {megabytes:.0f} | {full:.2f} | {full_rss:.0f} | {half:.2f} | {half_rss:.0f} | "
                      f"{full / half:.2f} |", flush=True)
        for command in ("lint", "import", "convert"):
            figures = {}
            for fraction in (1.0, 0.5):
                size = int(1024 * MB * args.scale * fraction)
                store = os.path.join(folder, "store.sqlite")
                if os.path.exists(store):
                    os.remove(store)
                tail = {"lint": "lint -", "import": f"import - --no-geocode --store {store}", "convert": "convert - --to 4.0"}[command]
                seconds, rss, _ = timed(["sh", "-c", f"head -c {size} /dev/zero | {binary} {tail} >/dev/null 2>&1; "
                                         "s=$?; [ $s -le 65 ] && exit 0 || exit $s"], ACCEPT)
                figures[fraction] = (seconds, rss)
            (full, full_rss), (half, half_rss) = figures[1.0], figures[0.5]
            print(f"| 1 GB of /dev/zero on standard input | {command} | {1024 * MB * args.scale / 1e6:.0f} | {full:.2f} | "
                  f"{full_rss:.0f} | {half:.2f} | {half_rss:.0f} | {full / half:.2f} |", flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
