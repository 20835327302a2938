// What SUNAT's answer means for the receipt, by the ranges of SUNAT's list of return codes ("Códigos de retorno"
// of the SEE, as we know it):
//   0100–1999  exceptions: the document was not received (a bad user, file name, zip or XML). Fix and send again.
//              Inside it, 0100, 0109 and 0130–0138 ('El sistema no puede responder su solicitud…') and
//              0200–0299 ('No se pudo procesar su solicitud…', SUNAT's batch and unzip failing) are SUNAT's own
//              trouble: the same document may be sent again later.
//   2000–3999  errors: the document was received and rejected ('rechazado'); it cannot be sent again with the
//              same series and number.
//   4000+      observations: only in a CDR's notes, beside ResponseCode 0 ('aceptado con observaciones').
import type { Cdr, CdrNote, GetStatusResult, SendBillResult } from './bill-service.js';

export type ReceiptState = 'aceptado' | 'observado' | 'rechazado' | 'pendiente' | 'error';

export interface ReceiptVerdict {
  state: ReceiptState;
  /** SUNAT's code as it wrote it ('0', '0111', '2800'); null when SUNAT did not answer */
  code: string | null;
  /** SUNAT's text in Spanish, or ours when SUNAT did not answer */
  text: string;
  /** the observations of an accepted receipt, codes kept */
  notes: CdrNote[];
}

const UNREACHABLE_TEXT: Record<string, string> = {
  timeout: 'SUNAT no respondió a tiempo; se reintentará el envío',
  network: 'No se pudo conectar con SUNAT; se reintentará el envío',
  'http-status': 'SUNAT respondió con un error del servidor; se reintentará el envío',
  'not-soap': 'La respuesta de SUNAT no es un mensaje SOAP; se reintentará el envío',
  'unreadable-answer': 'No se pudo leer la respuesta de SUNAT; se reintentará el envío',
};

export function receiptVerdict(result: SendBillResult | GetStatusResult): ReceiptVerdict {
  switch (result.kind) {
    case 'answered':
      return cdrVerdict(result.cdr);
    case 'status':
      if (result.cdr) return cdrVerdict(result.cdr);
      // '98': the ticket is still being processed
      return verdict(result.statusCode === '98' ? 'pendiente' : 'error', result.statusCode, 'Ticket sin constancia');
    case 'fault':
      return verdict(faultState(result.code), result.code, result.message);
    case 'unreachable':
      return verdict('pendiente', null, UNREACHABLE_TEXT[result.reason] ?? UNREACHABLE_TEXT.network);
  }
}

export function cdrVerdict(cdr: Pick<Cdr, 'responseCode' | 'description' | 'notes'>): ReceiptVerdict {
  const code = Number(cdr.responseCode);
  let state: ReceiptState = 'error';
  if (code === 0) state = cdr.notes.some((n) => Number(n.code) >= 4000) ? 'observado' : 'aceptado';
  else if (code >= 2000 && code <= 3999) state = 'rechazado';
  return { state, code: cdr.responseCode, text: cdr.description, notes: cdr.notes };
}

/** The state of a SOAP fault by its code (numeric as SUNAT wrote it, or the fault's class when it gave none). */
export function faultState(code: string): ReceiptState {
  if (!/^\d+$/.test(code)) return /^server/i.test(code) ? 'pendiente' : 'error';
  const n = Number(code);
  if (n === 100 || n === 109 || (n >= 130 && n <= 138) || (n >= 200 && n <= 299)) return 'pendiente';
  if (n >= 100 && n <= 1999) return 'error';
  if (n >= 2000 && n <= 3999) return 'rechazado';
  return 'error';
}

function verdict(state: ReceiptState, code: string | null, text: string): ReceiptVerdict {
  return { state, code, text, notes: [] };
}
