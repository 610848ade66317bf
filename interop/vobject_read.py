#!/usr/bin/python3
"""Interoperability check: reads a vCard file with python3-vobject (Debian)
and serializes every card again; any exception is a failure."""
import sys

import vobject

with open(sys.argv[1], encoding="utf-8") as handle:
    text = handle.read()
cards = 0
for component in vobject.readComponents(text):
    component.serialize()
    cards += 1
print(f"{sys.argv[1]}: {cards} cards read by python3-vobject")
sys.exit(0 if cards else 1)
