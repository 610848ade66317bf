#!/usr/bin/env python3
"""Runs every review book's cards once through two builds of hotels, each
book's folder as one import, and prints each book whose verdicts differ:
its right counts and the changed cards (R a regression, I an improvement;
with -v also C, a changed explanation or score), then the totals. A quick
check that a change of the rules loses no card of any book; compare.py is
the per-card run that writes a book's tables.

    bench/selection-cards/compare_all.py OLD_HOTELS NEW_HOTELS [reviewN ...] [-v]

HOTELS_GAZETTEER is set to the build folder's index unless given."""
import csv, json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor
root = os.path.dirname(os.path.abspath(__file__))
os.environ.setdefault('HOTELS_GAZETTEER', os.path.join(root, '..', '..', '.build', 'gazetteer.hgaz'))
args = [a for a in sys.argv[1:] if not a.startswith('-')]
verbose = '-v' in sys.argv
base, new = args[0], args[1]
books = args[2:] or sorted((d for d in os.listdir(root) if d.startswith('review')), key=lambda d: int(d[6:]))

def run(binary, d):
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([binary, 'import', os.path.join(d, 'cards'), '--dry-run', '--explain', '--json', '--no-geocode',
                              '--store', os.path.join(tmp, 'x.sqlite')], capture_output=True, text=True, check=True,
                             env=dict(os.environ, XDG_CONFIG_HOME=tmp, HOME=tmp)).stdout
    return json.loads(out)['selection']

def book(b):
    d = os.path.join(root, b)
    labels = list(csv.DictReader(open(os.path.join(d, 'labels.tsv'), encoding='utf-8'), delimiter='\t'))
    files = sorted(os.listdir(os.path.join(d, 'cards')))
    ids = [f[:-4] for f in files]
    lab = {l['id']: l['label'] for l in labels}
    a, n = run(base, d), run(new, d)
    assert len(a) == len(ids) == len(n), (b, len(a), len(ids))
    ra = rn = 0; changes = []
    for i, x, y in zip(ids, a, n):
        if i not in lab:
            continue
        va = 'hotel' if x['outcome'] == 'taken' else 'not'
        vn = 'hotel' if y['outcome'] == 'taken' else 'not'
        ra += va == lab[i]; rn += vn == lab[i]
        if va != vn:
            changes.append(('I' if vn == lab[i] else 'R') + ' ' + i + ' ' + str(y['name']) + ' :: ' + y['explanation'])
        elif verbose and (x['explanation'] != y['explanation']):
            changes.append('C ' + i + ' ' + str(y['name']) + ' :: ' + x['explanation'] + ' => ' + y['explanation'])
    return b, len(ids), ra, rn, changes

with ThreadPoolExecutor(2) as ex:
    results = list(ex.map(book, books))
ta = tn = tc = 0
for b, c, ra, rn, ch in results:
    ta += ra; tn += rn; tc += c
    if ch:
        print(f'{b}: {ra} -> {rn} of {c}')
        for line in ch: print('   ', line)
print(f'total {ta} -> {tn} of {tc}')
