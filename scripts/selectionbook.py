"""The selection books' generators share the labelled book's card writers
(scripts/make-selection-book.py) and lists; their file names hold hyphens,
so they are loaded by path."""
import importlib.util
import os

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


def load(script):
    """The module of scripts/`script`."""
    spec = importlib.util.spec_from_file_location(script.removesuffix(".py").replace("-", "_"), os.path.join(SCRIPTS, script))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
