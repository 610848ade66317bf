#!/usr/bin/env python3
"""One hotel's card with many properties of a kind, through the commands
that rewrite a card property by property: whether their time grows with the
card's size, not its square.

    bench/wide_card_bench.py [--hotels PATH] [--count 40000]

The cards (generated into a temporary folder, never committed):

- a 3.0 hotel's card with COUNT `EMAIL;TYPE=INTERNET` lines: `export
  --format vcard4` and `--format jcard` of it (4.0 drops the INTERNET type,
  property by property);
- a 3.0 hotel's card with COUNT / 10 ADR and as many LABEL lines, each LABEL
  spelling its own address: `convert --to 4.0` and `export --format vcard4`
  (each LABEL becomes its ADR's LABEL= parameter); the same with the LABELs
  in the reverse order, and with addresses of a street alone (no LABEL
  spells all of its ADR): `convert --to 4.0`.

Each at its full size and at half of it, once each; wall-clock seconds and
peak resident memory of the whole process, and the ratio of the two times
(about 2 where time grows with the size). It builds hotels as ./install.sh
does, unless --hotels names a binary.
"""
import argparse
import os
import shutil
import tempfile

from measure import build_hotels, timed

HEAD = (b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nN:;;;;\r\nX-ABShowAs:COMPANY\r\n"
        b"CATEGORIES:Hotels\r\nUID:wide-card\r\n")


def emails(count):
    return HEAD + b"ADR;TYPE=work:;;Unter den Linden 77;Berlin;;10117;Germany\r\n" + b"".join(
        b"EMAIL;TYPE=INTERNET:u%d@example.com\r\n" % i for i in range(count)) + b"END:VCARD\r\n"


def labels(count):
    return HEAD + b"".join(b"ADR;TYPE=work:;;Street %d;Berlin;;10117;Germany\r\n" % i for i in range(count)) + b"".join(
        b"LABEL;TYPE=work:Street %d\\nBerlin 10117\\nGermany\r\n" % i for i in range(count)) + b"END:VCARD\r\n"


def labels_reversed(count):
    return HEAD + b"".join(b"ADR;TYPE=work:;;Street %d;Berlin;;10117;Germany\r\n" % i for i in range(count)) + b"".join(
        b"LABEL;TYPE=work:Street %d\\nBerlin 10117\\nGermany\r\n" % i for i in reversed(range(count))) + b"END:VCARD\r\n"


def labels_without_town(count):
    return HEAD + b"".join(b"ADR;TYPE=work:;;Street %d;;;;\r\n" % i for i in range(count)) + b"".join(
        b"LABEL;TYPE=work:Street %d\r\n" % i for i in range(count)) + b"END:VCARD\r\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hotels")
    parser.add_argument("--count", type=int, default=40_000)
    args = parser.parse_args()
    binary = args.hotels or build_hotels()
    folder = tempfile.mkdtemp(prefix="hotels-wide-")
    try:
        print("| card | command | properties | seconds | peak RSS MB | half: seconds | full ÷ half |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for name, make, count, commands in [
            ("EMAIL;TYPE=INTERNET", emails, args.count, [["export", "--format", "vcard4"], ["export", "--format", "jcard"]]),
            ("ADR and LABEL pairs", labels, args.count // 10, [["convert", "--to", "4.0"], ["export", "--format", "vcard4"]]),
            ("ADR and LABEL pairs, the LABELs in the reverse order", labels_reversed, args.count // 10, [["convert", "--to", "4.0"]]),
            ("ADR and LABEL pairs, no town", labels_without_town, args.count // 10, [["convert", "--to", "4.0"]]),
        ]:
            for command in commands:
                figures = {}
                for fraction in (1.0, 0.5):
                    card = os.path.join(folder, "card.vcf")
                    with open(card, "wb") as out:
                        out.write(make(int(count * fraction)))
                    store = os.path.join(folder, "store.sqlite")
                    for leftover in (store, store + "-wal", store + "-shm"):
                        if os.path.exists(leftover):
                            os.remove(leftover)
                    # No config of the user's: a scratch home.
                    env = ["env", "-i", "PATH=/usr/bin:/bin", f"HOME={folder}", f"XDG_CONFIG_HOME={folder}/config"]
                    if command[0] == "export":
                        timed(env + [binary, "import", card, "--no-geocode", "--store", store])
                        argv = env + [binary] + command + ["--store", store, "-o", os.path.join(folder, "out")]
                    else:
                        argv = env + [binary, command[0], card] + command[1:] + ["-o", os.path.join(folder, "out")]
                    seconds, rss, _ = timed(argv)
                    figures[fraction] = (seconds, rss)
                (full, rss), (half, _) = figures[1.0], figures[0.5]
                print(f"| {name} | {' '.join(command)} | {count:,} | {full:.2f} | {rss:.0f} | {half:.2f} | {full / half:.2f} |",
                      flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
