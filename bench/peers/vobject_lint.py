#!/usr/bin/python3
"""Benchmark harness for python3-vobject (Debian's package, so run it with
/usr/bin/python3): reads every card of a file and touches every property.

    /usr/bin/python3 bench/peers/vobject_lint.py FILE
"""
import sys
import time

import vobject


def main():
    start = time.perf_counter()
    cards = properties = 0
    with open(sys.argv[1], encoding="utf-8", errors="replace", newline="") as handle:
        for card in vobject.readComponents(handle, ignoreUnreadable=True):
            cards += 1
            for child in card.getChildren():
                properties += 1
                _ = (child.name, child.params, child.value, child.group)
    seconds = time.perf_counter() - start
    print(f"pass 1: {cards} cards, {properties} properties, {seconds:.3f} s")


if __name__ == "__main__":
    main()
