#!/usr/bin/env python3
"""Runs every card of cards/ alone through `hotels import FILE --dry-run --explain
--json --no-geocode --store TMP` (XDG_CONFIG_HOME and HOME an empty temp dir)
with the binary before the change (e6824bc) and after it (198d3d0, evidence revision 14), and writes
results.tsv and table.md.

    run.py OLD_BINARY NEW_BINARY [DIR]"""
import csv, json, os, subprocess, sys, tempfile

old_bin, new_bin = sys.argv[1], sys.argv[2]
here = sys.argv[3] if len(sys.argv) > 3 else os.path.dirname(os.path.abspath(__file__))
labels = list(csv.DictReader(open(os.path.join(here, 'labels.tsv'), encoding='utf-8'), delimiter='\t'))

def verdict(binary, path):
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run([binary, 'import', path, '--dry-run', '--explain', '--json', '--no-geocode', '--store', os.path.join(tmp, 'x.sqlite')],
                             capture_output=True, text=True, env=dict(os.environ, XDG_CONFIG_HOME=tmp, HOME=tmp))
    plan = json.loads(run.stdout)
    sel = plan['selection'][0]
    return ('hotel' if sel['outcome'] == 'taken' else 'not'), sel['explanation'], sel['score']

rows = []
for l in labels:
    path = os.path.join(here, 'cards', l['id'] + '.vcf')
    o, oe, os_ = verdict(old_bin, path)
    n, ne, ns = verdict(new_bin, path)
    kind = ('right on both' if o == l['label'] == n else 'wrong on both' if o != l['label'] and n != l['label']
            else 'REGRESSION' if o == l['label'] else 'improvement')
    rows.append(dict(id=l['id'], label=l['label'], style=l['style'], name=l['name'], old=o, old_score=os_, old_why=oe,
                     new=n, new_score=ns, new_why=ne, kind=kind))

with open(os.path.join(here, 'results.tsv'), 'w', encoding='utf-8', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]), delimiter='\t')
    w.writeheader(); w.writerows(rows)

n = len(rows)
hotels = sum(r['label'] == 'hotel' for r in rows)
def pr(key):
    tp = sum(r[key] == 'hotel' == r['label'] for r in rows); fp = sum(r[key] == 'hotel' != r['label'] for r in rows)
    return tp, fp
out = ['# Review14: evidence revision 14 (e6824bc..198d3d0): before (old) and after (new)', '',
       f'{n} cards, {hotels} places to stay, {n - hotels} not; labels frozen before any run (labels-frozen.txt).', '',
       '| | before (e6824bc) | after (rev 14) |', '|---|---|---|']
to, fpo = pr('old'); tn, fpn = pr('new')
ro = sum(r['old'] == r['label'] for r in rows); rn = sum(r['new'] == r['label'] for r in rows)
out += [f'| right | {ro} | {rn} |', f'| hotels taken (recall) | {to}/{hotels} ({100*to/hotels:.1f} %) | {tn}/{hotels} ({100*tn/hotels:.1f} %) |',
        f'| wrongly taken (precision) | {fpo} ({100*to/max(1,to+fpo):.1f} %) | {fpn} ({100*tn/max(1,tn+fpn):.1f} %) |', '']
for kind in ('REGRESSION', 'improvement', 'wrong on both', 'right on both'):
    sel = [r for r in rows if r['kind'] == kind]
    out += [f'## {kind}: {len(sel)}', '']
    if kind == 'right on both':
        out += [', '.join(f"{r['id']} {r['name']}" for r in sel), '']
        continue
    out += ['| id | card | label | before | after | before says | after says |', '|---|---|---|---|---|---|---|']
    for r in sel:
        out.append(f"| {r['id']} | {r['name']} | {r['label']} | {r['old']} ({r['old_score']}) | {r['new']} ({r['new_score']}) | {r['old_why']} | {r['new_why']} |")
    out.append('')
open(os.path.join(here, 'table.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('\n'.join(out[:12]))
for kind in ('REGRESSION', 'improvement', 'wrong on both', 'right on both'):
    print(kind, sum(r['kind'] == kind for r in rows))
by = {}
for r in rows: by.setdefault(r['label'], []).append(r)
for lab, sel in by.items():
    print(lab, len(sel), 'right before', sum(r['old'] == r['label'] for r in sel), 'after', sum(r['new'] == r['label'] for r in sel))
