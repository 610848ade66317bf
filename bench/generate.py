#!/usr/bin/env python3
"""Writes a deterministic, realistic address book for benchmarks.

    bench/generate.py --cards 100000 --version 3.0 -o bench/data/book-100k-3.0.vcf

The same arguments always give the same bytes. About one card in eight is a
hotel (an organization card with a lodging name, address and coordinates);
the rest are people. Names are drawn from many scripts (UTF-8), notes are
long enough to fold, one card in twenty-five has a small inline photo, and
Apple-style groups (item1.EMAIL + item1.X-ABLabel) appear throughout. Lines
are folded at 75 octets with CRLF, as clients write them.
"""
import argparse
import base64
import random
import sys

GIVEN = ["Anna", "Jürgen", "Zoë", "Łukasz", "Søren", "José", "Αλέξανδρος", "Мария", "太郎", "Aisha",
         "Nguyễn", "Chloé", "Björn", "Ingrid", "Mateo", "Olivia", "Noah", "Fatima", "Hiroshi", "Siobhán"]
FAMILY = ["Müller", "García", "O'Brien", "Kowalski", "Dubois", "Rossi", "Nakamura", "Ivanova", "Smith",
          "Papadopoulos", "Øvergaard", "Schröder", "Hernández", "Lefèvre", "Andersson", "Kim", "Nguyen"]
CITIES = [("San Francisco", "CA", "94102", "USA"), ("München", "BY", "80331", "Germany"),
          ("Paris", "", "75001", "France"), ("Kyōto", "", "600-8216", "Japan"), ("Zürich", "ZH", "8001", "Switzerland"),
          ("Toronto", "ON", "M5H 2N2", "Canada"), ("Lisboa", "", "1100-148", "Portugal"), ("Roma", "RM", "00184", "Italy")]
STREETS = ["Main St", "Hauptstraße", "Rue de Rivoli", "Via del Corso", "Bahnhofstrasse", "King St W", "Rua Augusta"]
LODGING = ["Hotel", "Inn", "Hostel", "Guesthouse", "Resort", "Lodge", "B&B", "Pension", "Ryokan", "Albergo"]
WORDS = ("quiet room facing the courtyard breakfast included ask for the corner suite parking garage two "
         "blocks away check-in after three late arrival is fine reception open all night").split()
_photo_rng = random.Random(7)
PHOTO = base64.b64encode(bytes(_photo_rng.getrandbits(8) for _ in range(1800))).decode()


def fold(line):
    """Folds at 75 octets without splitting a UTF-8 sequence."""
    data = line.encode("utf-8")
    out, start, limit = [], 0, 75
    while len(data) - start > limit:
        end = start + limit
        while end > start and (data[end] & 0xC0) == 0x80:
            end -= 1
        out.append(data[start:end])
        start, limit = end, 74
    out.append(data[start:])
    return b"\r\n ".join(out) + b"\r\n"


def esc(text):
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def card(rng, index, version, hotels_every=8):
    lines = ["BEGIN:VCARD", f"VERSION:{version}"]
    city, region, code, country = rng.choice(CITIES)
    street = f"{rng.randint(1, 400)} {rng.choice(STREETS)}"
    uid = f"{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}-4{rng.getrandbits(12):03x}-a{rng.getrandbits(12):03x}-{rng.getrandbits(48):012x}"
    is_hotel = index % hotels_every == 3 % hotels_every
    if is_hotel:
        name = f"{rng.choice(FAMILY)} {rng.choice(LODGING)} {city}"
        if hotels_every != 8:
            # Distinct hotels: the import benchmark must not merge them.
            name += f" {index // hotels_every}"
        lines += [f"FN:{esc(name)}", f"ORG:{esc(name)}", "N:;;;;"]
        lines.append("KIND:org" if version == "4.0" else "X-ABShowAs:COMPANY")
        lines.append("CATEGORIES:Hotels,Travel")
        lat, lon = rng.uniform(-60, 70), rng.uniform(-170, 170)
        # With --hotels-every other than 8, half the hotels have no GEO, so an
        # import also pays for the gazetteer.
        if hotels_every == 8 or index % (2 * hotels_every) < hotels_every:
            lines.append(f"GEO:geo:{lat:.6f},{lon:.6f}" if version == "4.0" else f"GEO:{lat:.6f};{lon:.6f}")
    else:
        given, family = rng.choice(GIVEN), rng.choice(FAMILY)
        lines += [f"FN:{given} {family}", f"N:{esc(family)};{esc(given)};;;"]
        lines.append(f"ORG:{rng.choice(FAMILY)} GmbH;Sales")
        lines.append(f"TITLE:{rng.choice(['Engineer', 'Director', 'Chef de cuisine', 'Buchhalterin'])}")
    typ = "TYPE=work" if version != "2.1" else "WORK"
    tel = "TEL;TYPE=work,voice" if version != "2.1" else "TEL;WORK;VOICE"
    lines.append(f"{tel}:+{rng.randint(1, 99)} {rng.randint(100, 999)} {rng.randint(1000000, 9999999)}")
    lines.append(f"TEL;{'TYPE=cell' if version != '2.1' else 'CELL'}:+{rng.randint(1, 99)} {rng.randint(100, 999)} {rng.randint(100000, 999999)}")
    lines.append(f"item1.EMAIL;{'TYPE=INTERNET' if version != '2.1' else 'INTERNET'}:user{index}@example.{rng.choice(['com', 'de', 'fr', 'jp'])}")
    lines.append("item1.X-ABLabel:_$!<Other>!$_")
    lines.append(f"item2.ADR;{typ}:;;{esc(street)};{esc(city)};{esc(region)};{esc(code)};{esc(country)}")
    lines.append("item2.X-ABADR:" + rng.choice(["us", "de", "fr", "jp"]))
    lines.append(f"URL:https://www.example.org/{index}")
    note = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 52)))
    lines.append("NOTE:" + esc(note.replace("breakfast", "breakfast,\nor lunch")))
    lines.append(f"X-SOCIALPROFILE;type=twitter:https://twitter.com/user{index}")
    lines.append(f"REV:20{rng.randint(10, 26)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T10:{rng.randint(10, 59)}:00Z")
    lines.append(f"UID:{uid}")
    if index % 25 == 0:
        if version == "4.0":
            lines.append("PHOTO:data:image/jpeg;base64," + PHOTO)
        elif version == "3.0":
            lines.append("PHOTO;ENCODING=b;TYPE=JPEG:" + PHOTO)
        else:
            lines.append("PHOTO;ENCODING=BASE64;TYPE=JPEG:" + PHOTO)
    lines.append("END:VCARD")
    out = bytearray()
    for line in lines:
        out += fold(line)
        if line.startswith("PHOTO") and version == "2.1":
            out += b"\r\n"   # 2.1 ends a base64 value with a blank line
    return bytes(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, required=True)
    parser.add_argument("--version", choices=["2.1", "3.0", "4.0"], default="3.0")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--hotels-every", type=int, default=8, help="one card in N is a hotel (default 8; 2 = half)")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.output, "wb") as out:
        for index in range(args.cards):
            out.write(card(rng, index, args.version, args.hotels_every))


if __name__ == "__main__":
    sys.exit(main())
