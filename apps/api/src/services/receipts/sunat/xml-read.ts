// One way to read SUNAT's XML (SOAP answers, CDRs, and in the fake the receipts): prefixes stripped, because SUNAT
// and the OSEs write the same elements as soap-env:, S:, soapenv: or with no prefix at all; values kept as text so
// that a code like '0111' keeps its leading zero.
import { XMLParser } from 'fast-xml-parser';

/** A parsed element: attributes as '@_name', text as '#text' when it has attributes, else a plain string. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Note',
});

/** The document's elements, or null when the text is not XML at all. */
export function readXml(text: string): XmlNode | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('<')) return null;
  try {
    const doc = parser.parse(trimmed) as XmlNode;
    return typeof doc === 'object' && doc !== null ? doc : null;
  } catch {
    return null;
  }
}

/** The child element at a path of local names, or undefined. */
export function child(node: unknown, ...path: string[]): unknown {
  let at = node;
  for (const name of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as XmlNode)[name];
  }
  return at;
}

/** An element's text (whether or not it has attributes); '' when it is missing or empty. */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null) {
    const text = (node as XmlNode)['#text'];
    return typeof text === 'string' ? text : '';
  }
  return '';
}

/** An attribute of an element, '' when missing. */
export function attrOf(node: unknown, name: string): string {
  if (typeof node !== 'object' || node === null) return '';
  const value = (node as XmlNode)[`@_${name}`];
  return typeof value === 'string' ? value : '';
}

/** Bytes of an XML file as text, honouring an ISO-8859-1 declaration (older CDRs were written so). */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 100)).toString('latin1');
  const latin1 = /encoding=["']ISO-8859-1["']/i.test(head);
  return new TextDecoder(latin1 ? 'latin1' : 'utf-8').decode(bytes);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
