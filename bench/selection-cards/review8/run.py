#!/usr/bin/env python3
"""Runs every card of cards/ through `hotels import FILE --dry-run --explain
--json --no-geocode --store TMP` with both binaries and writes results.tsv
(id, label, verdict and explanation on each) and table.md.

    run.py MAIN_BINARY SELECT8_BINARY [DIR]"""
import csv, json, os, subprocess, sys, tempfile

main_bin, s8_bin = sys.argv[1], sys.argv[2]
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
    m, me, ms = verdict(main_bin, path)
    s, se, ss = verdict(s8_bin, path)
    kind = ('right on both' if m == l['label'] == s else 'wrong on both' if m != l['label'] and s != l['label']
            else 'REGRESSION' if m == l['label'] else 'improvement')
    rows.append(dict(id=l['id'], label=l['label'], style=l['style'], name=l['name'], main=m, main_score=ms, main_why=me,
                     select8=s, select8_score=ss, select8_why=se, kind=kind))

with open(os.path.join(here, 'results.tsv'), 'w', encoding='utf-8', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]), delimiter='\t')
    w.writeheader(); w.writerows(rows)

n = len(rows)
hotels = sum(r['label'] == 'hotel' for r in rows)
def pr(key):
    tp = sum(r[key] == 'hotel' == r['label'] for r in rows); fp = sum(r[key] == 'hotel' != r['label'] for r in rows)
    fn = sum(r[key] == 'not' != r['label'] for r in rows)
    return tp, fp, fn
out = ['# Review of round 8 (select8, evidence revision 9) against main', '',
       f'{n} cards, {hotels} places to stay, {n - hotels} not.', '',
       '| | main | select8 |', '|---|---|---|']
for key in ('main', 'select8'):
    pass
tm, fpm, fnm = pr('main'); ts, fps, fns = pr('select8')
rm = sum(r['main'] == r['label'] for r in rows); rs = sum(r['select8'] == r['label'] for r in rows)
out += [f'| right | {rm} | {rs} |', f'| hotels taken (recall) | {tm}/{hotels} ({100*tm/hotels:.1f} %) | {ts}/{hotels} ({100*ts/hotels:.1f} %) |',
        f'| wrongly taken (precision) | {fpm} ({100*tm/max(1,tm+fpm):.1f} %) | {fps} ({100*ts/max(1,ts+fps):.1f} %) |', '']
for kind in ('REGRESSION', 'improvement', 'wrong on both', 'right on both'):
    sel = [r for r in rows if r['kind'] == kind]
    out += [f'## {kind}: {len(sel)}', '']
    if kind == 'right on both':
        out += [', '.join(f"{r['id']} {r['name']}" for r in sel), '']
        continue
    out += ['| id | card | label | main | select8 | main says | select8 says |', '|---|---|---|---|---|---|---|']
    for r in sel:
        out.append(f"| {r['id']} | {r['name']} | {r['label']} | {r['main']} ({r['main_score']}) | {r['select8']} ({r['select8_score']}) | {r['main_why']} | {r['select8_why']} |")
    out.append('')
open(os.path.join(here, 'table.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('\n'.join(out[:12]))
for kind in ('REGRESSION', 'improvement', 'wrong on both'):
    print(kind, sum(r['kind'] == kind for r in rows))
