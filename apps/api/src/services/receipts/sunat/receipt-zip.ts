// SUNAT takes a receipt as a zip named like the document (RUC-TT-SERIE-NUMERO.zip) holding exactly one
// RUC-TT-SERIE-NUMERO.xml, and answers with a zip holding R-RUC-TT-SERIE-NUMERO.xml (its CDR), often beside an
// empty 'dummy/' folder.
import JSZip from 'jszip';
import { decodeXmlBytes } from './xml-read.js';

/** The zip SUNAT expects: `fileName.xml` inside. The XML goes in byte for byte as it was signed. */
export async function zipReceipt(fileName: string, signedXml: string | Uint8Array): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(`${fileName}.xml`, signedXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface ZipFile {
  /** the entry's full name, folders included */
  name: string;
  content: Buffer;
}

/** Every file of a zip, folder entries left out. Throws when the bytes are not a zip. */
export async function readZipFiles(zip: Uint8Array): Promise<ZipFile[]> {
  const archive = await JSZip.loadAsync(zip);
  const entries = Object.values(archive.files).filter((entry) => !entry.dir);
  return Promise.all(entries.map(async (entry) => ({ name: entry.name, content: await entry.async('nodebuffer') })));
}

/** The CDR's XML text from SUNAT's answer zip; throws when it holds no R-*.xml. */
export async function readCdrZip(zip: Uint8Array): Promise<string> {
  const files = await readZipFiles(zip);
  const cdr = files.find((f) => /(^|\/)R-[^/]+\.xml$/i.test(f.name));
  if (!cdr) throw new Error(`the CDR zip holds no R-*.xml (entries: ${files.map((f) => f.name).join(', ')})`);
  return decodeXmlBytes(cdr.content);
}
