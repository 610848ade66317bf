#!/usr/bin/env python3
"""A blind reader's verdicts beside hotels' own: how well can anyone tell,
from a card alone, whether it is a place to stay?

    bench/selection-reader/reader.py parts heldout|review|unseen OUT_DIR
    bench/selection-reader/reader.py score heldout|review|unseen HOTELS [--cards]

`parts` writes the cards of a set in the order of its key, under opaque
ids (H0001…, S0001…, U0001…; the key's order was shuffled when it was
drawn), as the part files a reader is given (`OUT_DIR/part1.txt`…); the
reader is given reader-prompt.md beside them. The ids' key is
`SET-key.tsv` here, which the reader must not see. The reader writes
`SET-judgments-N.tsv` (id, verdict stay/other, basis card/knowledge/guess,
reason).

`score` prints totals only: the reader's precision and recall against the
labels, the same with only what the card says (basis `card`) and with what
the reader knows of the place, and hotels' (the binary given) on the same
cards, then how often each is right where the other is not.

The sets:
- heldout: every held-out card of Fixtures/selection (its third) and
  Fixtures/selection-heldout{,3,4,5}. Never list them card by card: the
  held-out books stay unlooked-at while the rules are tuned.
- review: every card revision 50 got wrong in the review books
  (bench/selection-cards/review8–100), and as many it got right, drawn
  at random. `--cards` lists those the reader gets right and hotels
  wrong, with the reader's reason and hotels' explanation.
- unseen: every card of review101–108, the review books written in the
  same session as the two sets above (each ran first unseen, and has been
  seen since: `--cards` lists them too).
"""
import csv
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(ROOT, "Fixtures")
REVIEWS = os.path.join(ROOT, "bench", "selection-cards")
HELDOUT_BOOKS = ["selection", "selection-heldout", "selection-heldout3", "selection-heldout4", "selection-heldout5"]


def vcards(path):
    """The cards of a .vcf file, in order, as text."""
    cards, current = [], None
    for line in open(path, "rb").read().decode("utf-8").replace("\r\n", "\n").split("\n"):
        if line.upper().startswith("BEGIN:VCARD"):
            current = [line]
        elif current is not None:
            current.append(line)
            if line.upper().startswith("END:VCARD"):
                cards.append("\n".join(current))
                current = None
    return cards


def key(name):
    with open(os.path.join(HERE, f"{name}-key.tsv"), encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def card_text(row):
    if "file" in row:
        return vcards(os.path.join(FIXTURES, row["book"], row["file"]))[int(row["card"]) - 1]
    with open(os.path.join(REVIEWS, row["book"], "cards", row["card"] + ".vcf"), encoding="utf-8") as f:
        return f.read().strip()


def label(row, labels):
    if "file" in row:
        return labels[(row["book"], row["file"], row["card"])] == "stay"
    return labels[(row["book"], row["card"])] == "hotel"


def load_labels(rows):
    labels = {}
    for book in {r["book"] for r in rows}:
        if "file" in rows[0]:
            path = os.path.join(FIXTURES, book, "labels.tsv")
            with open(path, encoding="utf-8") as f:
                for r in csv.DictReader(f, delimiter="\t"):
                    labels[(book, r["file"], r["card"])] = r["label"]
        else:
            with open(os.path.join(REVIEWS, book, "labels.tsv"), encoding="utf-8") as f:
                for r in csv.DictReader(f, delimiter="\t"):
                    labels[(book, r["id"])] = r["label"]
    return labels


def verdicts(hotels, rows):
    """hotels' outcome and explanation for each row, each file or book run as one import."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_CONFIG_HOME=tmp, HOME=tmp)
        env.setdefault("HOTELS_GAZETTEER", os.path.join(ROOT, ".build", "gazetteer.hgaz"))
        if "file" in rows[0]:
            runs = {(r["book"], r["file"]): os.path.join(FIXTURES, r["book"], r["file"]) for r in rows}
        else:
            runs = {(r["book"],): os.path.join(REVIEWS, r["book"], "cards") for r in rows}
        for run, path in runs.items():
            store = os.path.join(tmp, "s.sqlite")
            items = json.loads(subprocess.run([hotels, "import", path, "--dry-run", "--explain", "--json", "--no-geocode",
                                               "--store", store], env=env, capture_output=True, text=True,
                                              check=True).stdout)["selection"]
            if len(run) == 2:
                for item in items:
                    out[run + (str(item["card"]),)] = item
            else:
                files = sorted(os.listdir(path))
                # One card a file, in the order of the files' names, as the import reads them.
                assert all(f.endswith(".vcf") for f in files) and len(files) == len(items), (path, len(files), len(items))
                for name, item in zip((f[:-4] for f in files), items):
                    out[run + (name,)] = item
    return {r["id"]: out[(r["book"], r["file"], r["card"]) if "file" in r else (r["book"], r["card"])] for r in rows}


def judgments(name):
    found = {}
    for n in range(1, 10):
        path = os.path.join(HERE, f"{name}-judgments-{n}.tsv")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                for r in csv.DictReader(f, delimiter="\t"):
                    found[r["id"].strip()] = {k: (v or "").strip() for k, v in r.items()}
    return found


def parts(name, out_dir):
    rows = key(name)
    os.makedirs(out_dir, exist_ok=True)
    count = 3 if name == "review" else 2
    chunks = [[] for _ in range(count)]
    for n, row in enumerate(rows):
        chunks[n * count // len(rows)].append(f"### {row['id']}\n{card_text(row)}\n")
    for n, chunk in enumerate(chunks):
        with open(os.path.join(out_dir, f"part{n + 1}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(chunk))
    print(f"{len(rows)} cards in {count} parts in {out_dir}")


def score(name, hotels, list_cards):
    rows = key(name)
    labels = load_labels(rows)
    found = judgments(name)
    tool = verdicts(hotels, rows)
    rows = [r for r in rows if r["id"] in found]
    print(f"{len(rows)} cards judged")

    def line(title, taken):
        tp = sum(1 for r in rows if label(r, labels) and taken(r))
        fp = sum(1 for r in rows if not label(r, labels) and taken(r))
        fn = sum(1 for r in rows if label(r, labels) and not taken(r))
        print(f"{title:40} precision {tp / max(1, tp + fp):.1%} ({tp} of {tp + fp})  recall {tp / max(1, tp + fn):.1%} ({tp} of {tp + fn})")

    says = lambda r: found[r["id"]]["verdict"] == "stay"
    line("hotels", lambda r: tool[r["id"]]["outcome"] != "skipped")
    line("reader", says)
    line("reader, what the card says only", lambda r: says(r) and found[r["id"]]["basis"] == "card")
    line("reader, the card and what it knows", lambda r: says(r) and found[r["id"]]["basis"] in ("card", "knowledge"))
    both = Counter()
    for r in rows:
        truth = label(r, labels)
        both[("reader " + ("right" if says(r) == truth else "wrong"),
              "hotels " + ("right" if (tool[r["id"]]["outcome"] != "skipped") == truth else "wrong"),
              "stay" if truth else "other", found[r["id"]]["basis"])] += 1
    for k, v in sorted(both.items()):
        print("  " + ", ".join(k) + f": {v}")
    if list_cards and name != "heldout":
        for r in rows:
            truth = label(r, labels)
            if says(r) == truth and (tool[r["id"]]["outcome"] != "skipped") != truth:
                print("\t".join([r["book"], r["card"], "stay" if truth else "other", found[r["id"]]["basis"],
                                 found[r["id"]]["reason"], tool[r["id"]]["explanation"]]))


def main():
    args = sys.argv[1:]
    sets = ("heldout", "review", "unseen")
    if len(args) >= 3 and args[0] == "parts" and args[1] in sets:
        parts(args[1], args[2])
    elif len(args) >= 3 and args[0] == "score" and args[1] in sets:
        score(args[1], args[2], "--cards" in args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
