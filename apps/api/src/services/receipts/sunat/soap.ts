// The SOAP 1.1 envelope of SUNAT's billService (and of an OSE's, which copies it): the operation in the
// http://service.sunat.gob.pe namespace and a WS-Security UsernameToken with the password in clear text, which is
// what SUNAT's WSDL asks for (the channel is TLS). And the reading of an answer: a body, a fault, or neither.
import { child, escapeXml, readXml, textOf, type XmlNode } from './xml-read.js';

export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SUNAT_SERVICE_NS = 'http://service.sunat.gob.pe';
export const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const PASSWORD_TEXT_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';

export interface SoapCredentials {
  /** RUC followed by the SOL user, e.g. '20100066603MODDATOS' */
  username: string;
  password: string;
}

/** A request envelope; `params` are the operation's children in order (fileName, contentFile, ticket…). */
export function soapEnvelope(credentials: SoapCredentials, operation: string, params: [string, string][]): string {
  const body = params.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}" xmlns:ser="${SUNAT_SERVICE_NS}" xmlns:wsse="${WSSE_NS}">`,
    '<soapenv:Header><wsse:Security><wsse:UsernameToken>',
    `<wsse:Username>${escapeXml(credentials.username)}</wsse:Username>`,
    `<wsse:Password Type="${PASSWORD_TEXT_TYPE}">${escapeXml(credentials.password)}</wsse:Password>`,
    '</wsse:UsernameToken></wsse:Security></soapenv:Header>',
    `<soapenv:Body><ser:${operation}>${body}</ser:${operation}></soapenv:Body>`,
    '</soapenv:Envelope>',
  ].join('');
}

export interface SoapFault {
  kind: 'fault';
  /** SUNAT's numeric code as written ('0111', '2335'), or the fault's class ('Server', 'Client') when it gave none */
  code: string;
  message: string;
}

export type SoapAnswer = { kind: 'body'; body: XmlNode } | SoapFault;

/** The answer's body or fault; null when the text is not a SOAP envelope (an HTML error page, a proxy's text…). */
export function readSoapAnswer(text: string): SoapAnswer | null {
  const body = child(readXml(text), 'Envelope', 'Body');
  if (typeof body !== 'object' || body === null) return null;
  const fault = child(body, 'Fault');
  if (fault === undefined) return { kind: 'body', body: body as XmlNode };
  const faultcode = textOf(child(fault, 'faultcode')).trim();
  const faultstring = textOf(child(fault, 'faultstring')).trim();
  const detail = textOf(child(fault, 'detail', 'message')).trim();
  return { kind: 'fault', code: faultCode(faultcode, faultstring), message: detail || faultstring };
}

/**
 * SUNAT writes its code in the faultcode, after the class: 'soap-env:Client.0111', 'env:Client.2800',
 * 'soap-env:Server.0130', or alone ('2335'); some OSEs write 's:Client' and put the code in the faultstring, with
 * the text in detail/message. A fault with no number keeps its class, so that 'Server' still reads as SUNAT's trouble.
 */
export function faultCode(faultcode: string, faultstring: string): string {
  const local = faultcode.includes(':') ? faultcode.slice(faultcode.indexOf(':') + 1) : faultcode;
  const numbered = /(?:^|\.)(\d{1,4})$/.exec(local);
  if (numbered) return numbered[1];
  if (/^\d{1,4}$/.test(faultstring)) return faultstring;
  return local.split('.')[0] || 'Client';
}
