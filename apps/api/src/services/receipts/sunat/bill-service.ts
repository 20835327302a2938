// A client of SUNAT's billService (SOAP 1.1), or of an OSE that copies it. sendBill is what the product uses: each
// factura, boleta and credit note goes alone and SUNAT answers at once with its CDR (decision of the lead);
// sendSummary and getStatus are the daily summary's pair, kept because they are a few lines.
import { type Cdr, readCdr } from './cdr.js';
import { readSoapAnswer, type SoapAnswer, type SoapFault, soapEnvelope } from './soap.js';
import { child, textOf } from './xml-read.js';

export type { Cdr, CdrNote } from './cdr.js';
export type { SoapFault } from './soap.js';

export const SUNAT_ENDPOINTS = {
  beta: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
  production: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
} as const;

export interface BillServiceConfig {
  /** SUNAT_ENDPOINTS.beta, .production, or an OSE's address */
  endpoint: string;
  ruc: string;
  /** the SOL user (beta: 'MODDATOS'); SUNAT's Username is RUC + user */
  solUser: string;
  solPassword: string;
  /** how long to wait for an answer before leaving the receipt 'pendiente'; 60 s unless given */
  timeoutMs?: number;
}

export interface Unreachable {
  kind: 'unreachable';
  reason: 'timeout' | 'network' | 'http-status' | 'not-soap' | 'unreadable-answer';
  /** for the logs: the error, the HTTP status, the start of the answer */
  detail: string;
}

export type SendBillResult = { kind: 'answered'; cdr: Cdr } | SoapFault | Unreachable;
export type SendSummaryResult = { kind: 'ticket'; ticket: string } | SoapFault | Unreachable;
/** statusCode: '0' processed, '98' still in process, '99' processed with errors (the CDR says which) */
export type GetStatusResult = { kind: 'status'; statusCode: string; cdr: Cdr | null } | SoapFault | Unreachable;

/** Sends one receipt: `fileName` is RUC-TT-SERIE-NUMERO (without .zip), `zip` what zipReceipt made of it. */
export async function sendBill(config: BillServiceConfig, fileName: string, zip: Buffer): Promise<SendBillResult> {
  const answer = await call(config, 'sendBill', [
    ['fileName', `${fileName}.zip`],
    ['contentFile', zip.toString('base64')],
  ]);
  if (answer.kind !== 'body') return answer;
  const content = textOf(child(answer.body, 'sendBillResponse', 'applicationResponse'));
  return withCdr(content, (cdr) => (cdr ? { kind: 'answered', cdr } : null));
}

/** Sends a daily summary (RC) or a communication of voids (RA); SUNAT answers with a ticket for getStatus. */
export async function sendSummary(
  config: BillServiceConfig,
  fileName: string,
  zip: Buffer,
): Promise<SendSummaryResult> {
  const answer = await call(config, 'sendSummary', [
    ['fileName', `${fileName}.zip`],
    ['contentFile', zip.toString('base64')],
  ]);
  if (answer.kind !== 'body') return answer;
  const ticket = textOf(child(answer.body, 'sendSummaryResponse', 'ticket')).trim();
  return ticket ? { kind: 'ticket', ticket } : unreadable('sendSummaryResponse without a ticket');
}

export async function getStatus(config: BillServiceConfig, ticket: string): Promise<GetStatusResult> {
  const answer = await call(config, 'getStatus', [['ticket', ticket]]);
  if (answer.kind !== 'body') return answer;
  const status = child(answer.body, 'getStatusResponse', 'status');
  const statusCode = textOf(child(status, 'statusCode')).trim();
  if (!statusCode) return unreadable('getStatusResponse without a statusCode');
  return withCdr(textOf(child(status, 'content')), (cdr) => ({ kind: 'status', statusCode, cdr }));
}

async function withCdr<T>(base64: string, then: (cdr: Cdr | null) => T | null): Promise<T | Unreachable> {
  const trimmed = base64.replace(/\s+/g, '');
  let cdr: Cdr | null = null;
  try {
    if (trimmed) cdr = await readCdr(Buffer.from(trimmed, 'base64'));
  } catch (error) {
    // SUNAT answered but its answer cannot be read: the receipt stays 'pendiente'; if SUNAT did register it, the
    // next send is refused with 1033 ('registrado previamente'), which the caller must take as 'already received'
    return unreadable(`CDR: ${(error as Error).message}`);
  }
  return then(cdr) ?? unreadable('answer without applicationResponse');
}

function unreadable(detail: string): Unreachable {
  return { kind: 'unreachable', reason: 'unreadable-answer', detail };
}

async function call(
  config: BillServiceConfig,
  operation: string,
  params: [string, string][],
): Promise<SoapAnswer | Unreachable> {
  const credentials = { username: `${config.ruc}${config.solUser}`, password: config.solPassword };
  let status: number;
  let text: string;
  try {
    const response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"urn:${operation}"` },
      body: soapEnvelope(credentials, operation, params),
      // the timer covers the body too: a server that sends headers and then stalls is as down as a silent one
      signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const err = error as Error & { cause?: Error };
    if (err.name === 'TimeoutError') return { kind: 'unreachable', reason: 'timeout', detail: err.message };
    return { kind: 'unreachable', reason: 'network', detail: err.cause?.message ?? err.message };
  }
  const answer = readSoapAnswer(text);
  // SOAP 1.1 sends its faults with HTTP 500, so a fault counts whatever the status
  if (answer?.kind === 'fault') return answer;
  if (status < 200 || status > 299) return { kind: 'unreachable', reason: 'http-status', detail: `HTTP ${status}` };
  return answer ?? { kind: 'unreachable', reason: 'not-soap', detail: text.slice(0, 200) };
}
