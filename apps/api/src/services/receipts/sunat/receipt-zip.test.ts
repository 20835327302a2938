import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readCdrXml } from './cdr.js';
import { readCdrZip, readZipFiles, zipReceipt } from './receipt-zip.js';

describe('zipReceipt', () => {
  it('holds exactly fileName.xml with the signed bytes unchanged', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice>Academia Ñandú &amp; Cía</Invoice>';
    const files = await readZipFiles(await zipReceipt('20100066603-01-F001-1', xml));
    expect(files.map((f) => f.name)).toEqual(['20100066603-01-F001-1.xml']);
    expect(files[0].content.equals(Buffer.from(xml, 'utf8'))).toBe(true);
  });
});

const cdr = (encoding: string, description: string) =>
  `<?xml version="1.0" encoding="${encoding}"?><ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:Note>4252 - El dato ingresado como atributo @listName es incorrecto.</cbc:Note><cac:DocumentResponse><cac:Response><cbc:ReferenceID>F001-1</cbc:ReferenceID><cbc:ResponseCode>0</cbc:ResponseCode><cbc:Description>${description}</cbc:Description></cac:Response></cac:DocumentResponse></ar:ApplicationResponse>`;

describe('readCdrZip', () => {
  it("finds R-<file>.xml beside SUNAT's empty dummy folder", async () => {
    const zip = new JSZip();
    zip.folder('dummy');
    zip.file('R-20100066603-01-F001-1.xml', cdr('UTF-8', 'La Factura numero F001-1, ha sido aceptada'));
    const xml = await readCdrZip(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(readCdrXml(xml)).toEqual({
      responseCode: '0',
      description: 'La Factura numero F001-1, ha sido aceptada',
      notes: [{ code: '4252', text: 'El dato ingresado como atributo @listName es incorrecto.' }],
      referenceId: 'F001-1',
    });
  });

  it('reads an ISO-8859-1 CDR, as older ones were written', async () => {
    const zip = new JSZip();
    zip.file('R-20100066603-01-F001-1.xml', Buffer.from(cdr('ISO-8859-1', 'Número aceptado'), 'latin1'));
    const xml = await readCdrZip(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(readCdrXml(xml).description).toBe('Número aceptado');
  });

  it('refuses a zip without a CDR, and bytes that are no zip', async () => {
    const zip = new JSZip();
    zip.file('20100066603-01-F001-1.xml', '<Invoice/>');
    await expect(readCdrZip(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(/no R-\*\.xml/);
    await expect(readCdrZip(Buffer.from('no es un zip'))).rejects.toThrow();
  });
});
