#!/usr/bin/env python3
"""Writes a review folder's cards: one vCard per line of DIR/cards.tsv
(DIR/cards/<id>.vcf) in the client style the line names (Apple, Google,
Outlook, Android 3.0; Thunderbird 4.0), and DIR/labels.tsv (id, label, name,
style). The same lines give the same bytes.

    bench/selection-cards/make_cards.py DIR"""
import os, sys
here = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

def esc(s):
    return s.replace('\\', '\\\\').replace(',', '\\,').replace(';', '\\;')

def card(cid, style, fn, org, n, adr, note, extra):
    person = bool(n and n.strip(';'))
    nline = 'N:' + (n if n else ';;;;')
    lines = ['BEGIN:VCARD']
    extras = [e for e in extra.split(' || ') if e]
    if style == 'apple':
        lines += ['VERSION:3.0', 'PRODID:-//Apple Inc.//macOS 14.5//EN', nline, 'FN:' + esc(fn)]
        if org: lines.append('ORG:' + esc(org) + ';')
        if adr: lines += ['item1.ADR;type=WORK;type=pref:;;' + adr, 'item1.X-ABLabel:_$!<Work>!$_']
        if note: lines.append('NOTE:' + esc(note))
        if org and not person and not any(e.startswith('X-ABShowAs') for e in extras): lines.append('X-ABShowAs:COMPANY')
        lines.append('UID:' + cid.lower() + '-apple-5e1f')
    elif style == 'google':
        lines += ['VERSION:3.0', 'FN:' + esc(fn), nline]
        if org: lines.append('ORG:' + esc(org))
        if adr: lines += ['item1.ADR:;;' + adr, 'item1.X-ABLabel:Work']
        if note: lines.append('NOTE:' + esc(note))
        cats=[e for e in extras if e.startswith('CATEGORIES:')]
        extras=[e for e in extras if not e.startswith('CATEGORIES:')]
        lines.append('CATEGORIES:' + ','.join([c[11:] for c in cats] + ['myContacts']))
    elif style == 'outlook':
        lines += ['VERSION:3.0', nline, 'FN:' + esc(fn)]
        if org: lines.append('ORG:' + esc(org))
        if adr:
            lines.append('ADR;TYPE=WORK,PREF:;;' + adr)
            lines.append('LABEL;TYPE=WORK,PREF:' + esc(', '.join(p for p in adr.split(';') if p)))
            lines.append('X-MS-OL-DEFAULT-POSTAL-ADDRESS:2')
        if note: lines.append('NOTE:' + esc(note))
        lines.append('REV:20260301T101500Z')
    elif style == 'android':
        lines += ['VERSION:3.0', nline, 'FN:' + esc(fn)]
        if org: lines.append('ORG:' + esc(org))
        if adr: lines.append('ADR;TYPE=WORK:;;' + adr)
        if note: lines.append('NOTE:' + esc(note))
    elif style == 'thunderbird':
        lines += ['VERSION:4.0', 'PRODID:-//Mozilla.org/NONSGML Thunderbird//EN', 'FN:' + esc(fn), nline]
        if org: lines.append('ORG:' + esc(org))
        if adr: lines.append('ADR;TYPE=work:;;' + adr)
        if note: lines.append('NOTE:' + esc(note))
        lines.append('UID:' + cid.lower() + '-tb-77c2')
    else:
        raise SystemExit('unknown style ' + style)
    lines += extras
    lines.append('END:VCARD')
    return '\r\n'.join(lines) + '\r\n'

rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(here, 'cards.tsv'), encoding='utf-8') if l.strip() and not l.startswith('#')]
os.makedirs(os.path.join(here, 'cards'), exist_ok=True)
with open(os.path.join(here, 'labels.tsv'), 'w', encoding='utf-8') as labels:
    labels.write('id\tlabel\tstyle\tname\n')
    for cid, label, style, fn, org, n, adr, note, extra in rows:
        open(os.path.join(here, 'cards', cid + '.vcf'), 'w', encoding='utf-8', newline='').write(card(cid, style, fn, org, n, adr, note, extra))
        labels.write(f'{cid}\t{label}\t{style}\t{org or fn}\n')
print(len(rows), 'cards')
