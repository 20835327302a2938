// Test-only: what the fake SUNAT checks of a sendBill before it answers, in SUNAT's order and with the codes of
// SUNAT's list of return codes: the zip's name (01xx), its contents (015x–016x), the XML against the file name
// (10xx) and the signature, verified by Debian's xmlsec1 (23xx). SUNAT also checks that the certificate is the one
// the taxpayer registered; the fake trusts the one inside the signature (xmlsec1 --insecure).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CdrFacts } from './fake-sunat-answers.js';
import { readZipFiles } from './receipt-zip.js';
import { attrOf, child, readXml, textOf } from './xml-read.js';

/** RUC-TT-SERIE-NUMERO of the documents sendBill takes: facturas, boletas, credit and debit notes. */
export const BILL_FILE_NAME = /^(\d{11})-(01|03|07|08)-([FB][A-Z0-9]{3})-(\d{1,8})$/;

export class SunatFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface CheckedReceipt {
  fileName: string;
  ruc: string;
  typeCode: string;
  /** 'F001-1', as the XML writes it */
  documentId: string;
  xml: string;
  zipEntries: string[];
}

const ROOT_TYPES: Record<string, string[]> = { Invoice: ['01', '03'], CreditNote: ['07'], DebitNote: ['08'] };

/** The receipt inside a sendBill, or a SunatFault with SUNAT's code. `zipEntries` are reported as soon as read. */
export async function checkSendBill(
  zipName: string,
  contentBase64: string,
  userRuc: string,
  seen: (entries: string[], xml: string | null) => void,
): Promise<CheckedReceipt> {
  const name = /^(.*)\.zip$/.exec(zipName)?.[1] ?? '';
  const parts = BILL_FILE_NAME.exec(name);
  if (!parts) throw new SunatFault('0151', 'El nombre del archivo ZIP es incorrecto');
  const [, ruc, typeCode, series, number] = parts;
  if (ruc !== userRuc) throw new SunatFault('0154', 'El RUC del archivo no corresponde al RUC del usuario');
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw new SunatFault('0155', 'El archivo ZIP esta vacío');
  const files = await readZipFiles(bytes).catch(() => {
    throw new SunatFault('0156', 'El archivo ZIP esta corrupto');
  });
  const entries = files.map((f) => f.name);
  const xml = files.length === 1 ? files[0].content.toString('utf8') : null;
  seen(entries, xml);
  if (files.length === 0) throw new SunatFault('0157', 'El archivo ZIP no contiene comprobantes');
  if (files.length > 1) {
    throw new SunatFault('0158', 'El archivo ZIP contiene demasiados comprobantes para este tipo de envío');
  }
  const xmlName = /^(.*)\.xml$/i.exec(files[0].name)?.[1] ?? '';
  if (!BILL_FILE_NAME.test(xmlName)) throw new SunatFault('0159', 'El nombre del archivo XML es incorrecto');
  if (xmlName !== name) {
    throw new SunatFault('0161', 'El nombre del archivo XML no coincide con el nombre del archivo ZIP');
  }
  if (!xml?.trim()) throw new SunatFault('0160', 'El archivo XML esta vacío');
  const doc = readXml(xml);
  const rootName = Object.keys(doc ?? {}).find((k) => ROOT_TYPES[k]);
  if (!doc || !rootName) throw new SunatFault('0306', 'No se puede leer (parsear) el archivo XML');
  const root = doc[rootName];
  const xmlType = rootName === 'Invoice' ? textOf(child(root, 'InvoiceTypeCode')).trim() : ROOT_TYPES[rootName][0];
  if (xmlType !== typeCode) {
    throw new SunatFault(
      '1003',
      'InvoiceTypeCode - El valor del tipo de documento es invalido o no coincide con el nombre del archivo',
    );
  }
  const documentId = textOf(child(root, 'ID')).trim();
  const id = /^([FB][A-Z0-9]{3})-(\d{1,8})$/.exec(documentId);
  if (!id) {
    throw new SunatFault(
      '1001',
      'ID - El dato SERIE-CORRELATIVO no cumple con el formato de acuerdo al tipo de comprobante',
    );
  }
  const supplier = textOf(child(root, 'AccountingSupplierParty', 'Party', 'PartyIdentification', 'ID')).trim();
  if (supplier !== ruc) {
    throw new SunatFault(
      '1034',
      'Número de RUC del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
    );
  }
  if (id[1] !== series) {
    throw new SunatFault(
      '1035',
      'Numero de Serie del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
    );
  }
  if (Number(id[2]) !== Number(number)) {
    throw new SunatFault(
      '1036',
      'Número de documento en el nombre del archivo no coincide con el consignado en el contenido del XML',
    );
  }
  checkSignatureShape(root);
  await verifySignature(files[0].content);
  return { fileName: name, ruc, typeCode, documentId, xml, zipEntries: entries };
}

/**
 * A daily summary (RC) or communication of voids (RA) for sendSummary: its name and its single file are checked,
 * its content and signature are not (the product sends none); what getStatus will answer for its ticket.
 */
export async function checkSendSummary(
  zipName: string,
  contentBase64: string,
  userRuc: string,
  seen: (entries: string[]) => void,
): Promise<CdrFacts> {
  const name = /^(\d{11})-(RC|RA)-(\d{8})-(\d{1,5})\.zip$/.exec(zipName);
  if (!name) throw new SunatFault('0151', 'El nombre del archivo ZIP es incorrecto');
  if (name[1] !== userRuc) throw new SunatFault('0154', 'El RUC del archivo no corresponde al RUC del usuario');
  const fileName = zipName.slice(0, -4);
  const files = await readZipFiles(Buffer.from(contentBase64, 'base64')).catch(() => {
    throw new SunatFault('0156', 'El archivo ZIP esta corrupto');
  });
  seen(files.map((f) => f.name));
  if (files.length !== 1) {
    throw new SunatFault('0158', 'El archivo ZIP contiene demasiados comprobantes para este tipo de envío');
  }
  if (files[0].name !== `${fileName}.xml`) {
    throw new SunatFault('0161', 'El nombre del archivo XML no coincide con el nombre del archivo ZIP');
  }
  const documentId = `${name[2]}-${name[3]}-${name[4]}`;
  const what = name[2] === 'RC' ? 'El Resumen diario' : 'La Comunicacion de baja';
  const description = `${what} ${documentId}, ha sido ${name[2] === 'RC' ? 'aceptado' : 'aceptada'}`;
  return { fileName, issuerRuc: userRuc, documentId, responseCode: '0', description, notes: [] };
}

const SIGNATURE_FAILED = 'Ocurrió un error en el proceso de validación de la firma digital';

/** SUNAT's place for the signature, and one Reference over the whole document (URI ""). */
function checkSignatureShape(root: unknown) {
  const extensions = [child(root, 'UBLExtensions', 'UBLExtension')].flat();
  const signature = extensions.map((e) => child(e, 'ExtensionContent', 'Signature')).find(Boolean);
  if (!signature) throw new SunatFault('1059', 'El XML no contiene firma digital');
  const references = [child(signature, 'SignedInfo', 'Reference')].flat();
  if (references.length !== 1 || attrOf(references[0], 'URI') !== '') throw new SunatFault('2336', SIGNATURE_FAILED);
}

async function verifySignature(xml: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'fake-sunat-'));
  try {
    const file = join(dir, 'receipt.xml');
    await writeFile(file, xml);
    // only the certificate in KeyInfo, only references inside the document: nothing is fetched
    const args = ['--verify', '--enabled-key-data', 'x509', '--insecure', '--enabled-reference-uris', 'empty,same-doc'];
    const output = await new Promise<string | null>((resolve, reject) => {
      execFile('xmlsec1', [...args, file], { timeout: 10_000 }, (error, stdout, stderr) => {
        // a missing tool is the machine's fault, not the document's: no SUNAT code for it
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') reject(new Error('xmlsec1 is not installed'));
        else resolve(error ? `${stdout}${stderr}` : null);
      });
    });
    if (output === null) return;
    if (/data and digest do not match/.test(output)) {
      throw new SunatFault('2335', 'El documento electrónico ingresado ha sido alterado');
    }
    if (/data do not match/.test(output)) {
      throw new SunatFault('2334', 'El documento electrónico ingresado ha sido alterado');
    }
    throw new SunatFault('2336', SIGNATURE_FAILED);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
