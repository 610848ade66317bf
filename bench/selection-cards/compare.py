#!/usr/bin/env python3
"""Runs every card of a review folder alone through two builds of hotels and
says where they differ from the labels.

    bench/selection-cards/compare.py OLD_HOTELS NEW_HOTELS DIR [--title TEXT]

Each card of DIR/cards/ goes alone through `hotels import CARD --dry-run
--explain --json --no-geocode --store TMP` (XDG_CONFIG_HOME and HOME an empty
temporary folder, so no user's rules apply); its verdict is compared with its
label in DIR/labels.tsv (id, label, name, style). Writes DIR/results.tsv (both
verdicts, scores and explanations, and the kind: right on both, wrong on both,
REGRESSION, improvement) and DIR/table.md, and prints the counts. The cards
themselves come from DIR/cards.tsv through make_cards.py."""
import argparse, csv, json, os, subprocess, tempfile


def verdict(binary, path):
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run([binary, 'import', path, '--dry-run', '--explain', '--json', '--no-geocode', '--store',
                              os.path.join(tmp, 'x.sqlite')],
                             capture_output=True, text=True, check=True, env=dict(os.environ, XDG_CONFIG_HOME=tmp, HOME=tmp))
    selection = json.loads(run.stdout)['selection'][0]
    return ('hotel' if selection['outcome'] == 'taken' else 'not'), selection['explanation'], selection['score']


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('old')
    parser.add_argument('new')
    parser.add_argument('dir')
    parser.add_argument('--title', default='before (old) and after (new)')
    args = parser.parse_args()
    labels = list(csv.DictReader(open(os.path.join(args.dir, 'labels.tsv'), encoding='utf-8'), delimiter='\t'))
    rows = []
    for label in labels:
        path = os.path.join(args.dir, 'cards', label['id'] + '.vcf')
        old, old_why, old_score = verdict(args.old, path)
        new, new_why, new_score = verdict(args.new, path)
        kind = ('right on both' if old == label['label'] == new else 'wrong on both' if old != label['label'] != new
                else 'REGRESSION' if old == label['label'] else 'improvement')
        rows.append(dict(id=label['id'], label=label['label'], style=label['style'], name=label['name'], old=old,
                         old_score=old_score, old_why=old_why, new=new, new_score=new_score, new_why=new_why, kind=kind))
    with open(os.path.join(args.dir, 'results.tsv'), 'w', encoding='utf-8', newline='') as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), delimiter='\t')
        writer.writeheader()
        writer.writerows(rows)

    hotels = sum(r['label'] == 'hotel' for r in rows)

    def figures(key):
        taken = sum(r[key] == 'hotel' == r['label'] for r in rows)
        wrongly = sum(r[key] == 'hotel' != r['label'] for r in rows)
        right = sum(r[key] == r['label'] for r in rows)
        return right, taken, wrongly

    (old_right, old_taken, old_wrong), (new_right, new_taken, new_wrong) = figures('old'), figures('new')
    out = [f'# {args.title}', '', f'{len(rows)} cards, {hotels} places to stay, {len(rows) - hotels} not.', '',
           '| | before | after |', '|---|---|---|', f'| right | {old_right} | {new_right} |',
           f'| recall | {old_taken}/{hotels} ({100 * old_taken / max(1, hotels):.1f} %) | {new_taken}/{hotels} ({100 * new_taken / max(1, hotels):.1f} %) |',
           f'| precision | {100 * old_taken / max(1, old_taken + old_wrong):.1f} % ({old_wrong} wrongly taken) '
           f'| {100 * new_taken / max(1, new_taken + new_wrong):.1f} % ({new_wrong} wrongly taken) |', '']
    for kind in ('REGRESSION', 'improvement', 'wrong on both', 'right on both'):
        chosen = [r for r in rows if r['kind'] == kind]
        out += [f'## {kind}: {len(chosen)}', '']
        if kind == 'right on both':
            out += [', '.join(f"{r['id']} {r['name']}" for r in chosen), '']
            continue
        out += ['| id | card | label | before | after | before says | after says |', '|---|---|---|---|---|---|---|']
        out += [f"| {r['id']} | {r['name']} | {r['label']} | {r['old']} ({r['old_score']}) | {r['new']} ({r['new_score']}) "
                f"| {r['old_why']} | {r['new_why']} |" for r in chosen]
        out.append('')
    with open(os.path.join(args.dir, 'table.md'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    print('\n'.join(out[4:9]))
    for kind in ('REGRESSION', 'improvement', 'wrong on both', 'right on both'):
        print(kind, sum(r['kind'] == kind for r in rows))


if __name__ == '__main__':
    main()
