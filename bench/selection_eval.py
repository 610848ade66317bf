#!/usr/bin/env python3
"""Precision and recall of hotels' selection on the labelled book.

    bench/selection_eval.py [HOTELS] [--misses] [--held-out] [--book DIR]

Runs `hotels import --dry-run --explain --json` on each file of
Fixtures/selection (an empty store, no config) and compares every card's
outcome with its label in Fixtures/selection/labels.tsv, for the tuning
part and, with --held-out, the held-out part apart. --misses lists the wrong verdicts of the
tuning part with their explanations; the held-out part's are never listed,
so that it can stay unlooked-at while the rules are tuned.

--book DIR reads another labelled book instead, such as the development
book Fixtures/selection-dev (scripts/make-selection-dev-book.py), whose
cards are all of the part `development`; --misses lists its wrong verdicts.
"""
import csv, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOOK = os.path.join(ROOT, "Fixtures", "selection")


def main():
    global BOOK
    argv = sys.argv[1:]
    if "--book" in argv:
        at = argv.index("--book")
        BOOK = os.path.abspath(argv[at + 1])
        del argv[at:at + 2]
    args = [a for a in argv if not a.startswith("--")]
    hotels = args[0] if args else os.path.join(ROOT, ".build", "debug", "hotels")
    with open(os.path.join(BOOK, "labels.tsv"), encoding="utf-8") as f:
        labels = list(csv.DictReader(f, delimiter="\t"))
    outcomes = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_CONFIG_HOME=tmp, HOTELS_STORE=os.path.join(tmp, "store.sqlite"))
        for name in sorted({row["file"] for row in labels}):
            run = subprocess.run([hotels, "import", "--dry-run", "--explain", "--json", "--no-geocode", os.path.join(BOOK, name)],
                                 env=env, capture_output=True, text=True, check=True)
            for item in json.loads(run.stdout)["selection"]:
                outcomes[(name, item["card"])] = item
    parts = sorted({row["part"] for row in labels} - {"held-out"})
    for part in parts + (["held-out"] if "--held-out" in sys.argv else []):
        rows = [r for r in labels if r["part"] == part]
        tp = sum(1 for r in rows if r["label"] == "stay" and outcomes[(r["file"], int(r["card"]))]["outcome"] != "skipped")
        fp = sum(1 for r in rows if r["label"] == "other" and outcomes[(r["file"], int(r["card"]))]["outcome"] != "skipped")
        fn = sum(1 for r in rows if r["label"] == "stay" and outcomes[(r["file"], int(r["card"]))]["outcome"] == "skipped")
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        print(f"{part:9} {len(rows):4} cards: precision {precision:.1%} ({tp} of {tp + fp} taken), recall {recall:.1%} ({tp} of {tp + fn} places to stay)")
        if part != "held-out" and "--misses" in sys.argv:
            for r in rows:
                item = outcomes[(r["file"], int(r["card"]))]
                taken = item["outcome"] != "skipped"
                if taken != (r["label"] == "stay"):
                    print(f"  {r['label']:5} {r['kind']:40} {r['name']}: {item['explanation']}")


if __name__ == "__main__":
    main()
