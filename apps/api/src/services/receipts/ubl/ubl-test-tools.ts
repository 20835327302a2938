// For tests: the tools that check a receipt's XML without the code that writes it — Debian's xmllint against the
// team's RELAX NG schemas, Debian's xmlsec1 for the signature — and a reader of the XML by element names.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { NS } from './ubl-vocabulary.js';

export const SCHEMA_DIR = fileURLToPath(new URL('./schema/', import.meta.url));

function inTempDir<T>(files: Record<string, string>, run: (path: (name: string) => string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'ubl-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return run((name) => join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** xmllint --relaxng with the schema of the document's root (Invoice or CreditNote) */
export function validateWithSchema(xml: string): { valid: boolean; errors: string } {
  const schema = /<CreditNote[\s>]/.test(xml) ? 'credit-note.rng' : 'invoice.rng';
  return inTempDir({ 'receipt.xml': xml }, (path) => {
    const run = spawnSync('xmllint', ['--noout', '--relaxng', join(SCHEMA_DIR, schema), path('receipt.xml')], {
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    return { valid: run.status === 0, errors: run.stderr };
  });
}

/**
 * xmlsec1 --verify: the signature is right, signs the whole document (URI="" only), and its KeyInfo certificate is the
 * one trusted. The certificate's validity is checked at `at` (xmlsec1 checks it by default at the present time).
 */
export function verifyWithXmlsec(xml: string, certificatePem: string, at = new Date()) {
  return inTempDir({ 'signed.xml': xml, 'cert.pem': certificatePem }, (path) => {
    const time = at.toISOString().slice(0, 19).replace('T', ' ');
    const args = ['--verify', '--enabled-reference-uris', 'empty', '--trusted-pem', path('cert.pem')];
    const run = spawnSync('xmlsec1', [...args, '--verification-gmt-time', time, path('signed.xml')], {
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    return { verified: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}

export function parseXml(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
}

const nsOf = (prefix: string) => (prefix === 'cac' ? NS.cac : prefix === 'cbc' ? NS.cbc : NS.ext);

/** the direct children of an element named 'cac:X' or 'cbc:X' */
export function kids(parent: Element, qname: string): Element[] {
  const [prefix, local] = qname.split(':');
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const el = node as Element;
    if (node.nodeType === 1 && el.localName === local && el.namespaceURI === nsOf(prefix)) out.push(el);
  }
  return out;
}

/** the one element at the end of a path of direct children: kid(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount') */
export function kid(parent: Element, ...path: string[]): Element {
  let el = parent;
  for (const step of path) {
    const found = kids(el, step);
    if (found.length !== 1) throw new Error(`${step}: ${found.length} elements under ${el.tagName}`);
    el = found[0];
  }
  return el;
}

export const text = (parent: Element, ...path: string[]) => kid(parent, ...path).textContent ?? '';

/** an amount of the XML in céntimos: '123.45' → 12345 */
export const centimosOf = (parent: Element, ...path: string[]) => {
  const value = text(parent, ...path);
  if (!/^\d+\.\d{2}$/.test(value)) throw new Error(`not an amount: ${value}`);
  return Number(value.replace('.', ''));
};
