// SUNAT's CDR (constancia de recepción): a UBL ApplicationResponse whose DocumentResponse/Response says the verdict
// (ResponseCode 0 accepted, 2000–3999 rejected) and whose cbc:Note elements carry the observations ('4252 - …').
import { readCdrZip } from './receipt-zip.js';
import { child, readXml, textOf } from './xml-read.js';

export interface CdrNote {
  /** SUNAT's code of the observation ('4252'), '' when the note has none */
  code: string;
  text: string;
}

export interface Cdr {
  responseCode: string;
  description: string;
  notes: CdrNote[];
  /** the receipt the CDR answers, 'F001-1' */
  referenceId: string;
  /** SUNAT's zip, kept as received: it is the legal proof of the answer */
  cdrZip: Buffer;
  cdrXml: string;
}

/** What a CDR says; throws when the XML is not an ApplicationResponse with a response code. */
export function readCdrXml(cdrXml: string): Omit<Cdr, 'cdrZip' | 'cdrXml'> {
  const answer = child(readXml(cdrXml), 'ApplicationResponse');
  const response = child(answer, 'DocumentResponse', 'Response');
  const responseCode = textOf(child(response, 'ResponseCode')).trim();
  if (!responseCode) throw new Error('the CDR has no DocumentResponse/Response/ResponseCode');
  const notes = ((child(answer, 'Note') as unknown[] | undefined) ?? []).map((n) => noteOf(textOf(n)));
  return {
    responseCode,
    description: textOf(child(response, 'Description')).trim(),
    notes,
    referenceId: textOf(child(response, 'ReferenceID')).trim(),
  };
}

export async function readCdr(cdrZip: Buffer): Promise<Cdr> {
  const cdrXml = await readCdrZip(cdrZip);
  return { ...readCdrXml(cdrXml), cdrZip, cdrXml };
}

/** SUNAT writes an observation as 'CODE - text'. */
function noteOf(note: string): CdrNote {
  const match = /^\s*(\d{3,4})\s*-\s*([\s\S]*)$/.exec(note);
  return match ? { code: match[1], text: match[2].trim() } : { code: '', text: note.trim() };
}
