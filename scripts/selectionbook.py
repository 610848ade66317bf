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
