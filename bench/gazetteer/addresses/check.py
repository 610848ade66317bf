#!/usr/bin/env python3
"""Hotel addresses as people write them in address books, one line or the
structured form, with where each place is (written.json: [address or
arguments, country, latitude, longitude]). Prints one line per address:
OK, CTRY (another country), FAR (over 25 km at postal-code or locality
precision), COARSE (region or country only) or NONE, then the counts.

    python3 bench/gazetteer/addresses/check.py .build/debug/hotels [--gazetteer INDEX]
"""
import json, math, os, subprocess, sys, tempfile
from collections import Counter


def km(a, b, c, d):
    p = math.pi / 180
    h = math.sin((c - a) * p / 2) ** 2 + math.cos(a * p) * math.cos(c * p) * math.sin((d - b) * p / 2) ** 2
    return 12742 * math.asin(math.sqrt(h))


def main():
    binary = sys.argv[1]
    extra = sys.argv[2:]
    here = os.path.dirname(os.path.abspath(__file__))
    cases = json.load(open(os.path.join(here, "written.json"), encoding="utf-8"))
    home = tempfile.mkdtemp(prefix="hotels-addresses-")
    env = {"HOME": home, "XDG_CONFIG_HOME": home, "HOTELS_STORE": os.path.join(home, "store.db"), "PATH": "/usr/bin:/bin"}
    counts = Counter()
    for address, country, latitude, longitude in cases:
        arguments = [address] if isinstance(address, str) else address
        run = subprocess.run([binary, "geocode", *arguments, "--json", *extra], env=env, capture_output=True, text=True)
        label = address if isinstance(address, str) else " ".join(address)
        try:
            answer = json.loads(run.stdout) if run.returncode == 0 else None
        except ValueError:
            answer = None
        if not answer:
            flag, detail = "NONE", ""
        else:
            distance = km(latitude, longitude, answer["lat"], answer["lon"])
            flag = "OK"
            if answer["country"] != country:
                flag = "CTRY"
            elif distance > 25 and answer["precision"] in ("postalCode", "locality"):
                flag = "FAR"
            elif answer["precision"] in ("region", "country"):
                flag = "COARSE"
            detail = f'{distance:7.1f} km {answer["precision"]} {answer["country"]} {answer["matched"]} ({answer["rule"]})'
        counts[flag] += 1
        print(f"{flag:6} {detail} :: {label!r}")
    print(", ".join(f"{flag} {counts[flag]}" for flag in ("OK", "CTRY", "FAR", "COARSE", "NONE")), f"of {len(cases)}")


if __name__ == "__main__":
    main()
