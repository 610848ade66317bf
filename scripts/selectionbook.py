"""The selection books' generators share the labelled book's card writers
(scripts/make-selection-book.py) and lists; their file names hold hyphens,
so they are loaded by path."""
import csv
import importlib.util
import os

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


def load(script):
    """The module of scripts/`script`."""
    spec = importlib.util.spec_from_file_location(script.removesuffix(".py").replace("-", "_"), os.path.join(SCRIPTS, script))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def book_names(folders, held_out_only=()):
    """The folded names of the cards of Fixtures/`folders` (read, never
    shown), for leaving them out of a new book; of the folders in
    `held_out_only`, those of the held-out part only."""
    fixtures = os.path.join(os.path.dirname(SCRIPTS), "Fixtures")
    names = set()
    for folder in folders:
        with open(os.path.join(fixtures, folder, "labels.tsv"), encoding="utf-8") as f:
            names |= {row["name"].casefold() for row in csv.DictReader(f, delimiter="\t")
                      if row["part"] == "held-out" or folder not in held_out_only}
    return names


def write_new_book(book, specs, part, rng, out, used):
    """Writes the cards of `specs` whose names are not in `used` (folded
    names of other books, never shown) with the labelled book's writers
    (`book`, the loaded scripts/make-selection-book.py with its places),
    every card of the part `part`, and says how many were written and left out."""
    kept = [s for s in specs if s.name.casefold() not in used]
    book.write_book(kept, lambda index: part, rng, out)
    count = sum(1 for s in kept if s.label == "stay")
    print(f"{len(kept)} cards, {count} places to stay, {len(kept) - count} others; {len(specs) - len(kept)} left out as other books' names")
