// For the tests: a PDF parsed back with pdf-lib, and the text its pages show. pdf-lib cannot extract text, but the
// certificates are drawn with the standard fonts, whose text operators carry WinAnsi hex strings: decoding them from
// the (deflated) content streams is enough to read back what was printed.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  const texts = pages.map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams
      .map((s) => doc.context.lookup(s as PDFRef) ?? s)
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .flatMap((ops) =>
        Array.from(ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g), (m) => Buffer.from(m[1], 'hex').toString('latin1')),
      )
      .join('\n');
  });
  return { doc, pages, text: texts.join('\n') };
}
