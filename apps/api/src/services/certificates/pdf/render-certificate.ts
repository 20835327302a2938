// A student's certificate as a one-page A4-landscape PDF (decision 0018): the entity, 'CERTIFICADO', the student,
// the course and its dates, the issue date, the verification code and a QR code that opens the public page.
// Three looks: the two built-in templates of migration 003 (Clásico, Moderno) and a plain one in the entity's
// colours for a course with no template chosen. An uploaded background replaces the look's own decoration.
import { formatDayMonthYear, M } from '@edu/shared';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { type CertificateLook, drawDecoration, type Palette, paletteOf } from './decoration.js';
import { embedImage, fitBox } from './images.js';
import { fit, printable } from './text.js';

export type { CertificateLayout, CertificateLook } from './decoration.js';

export const PAGE = { width: 841.89, height: 595.28 };

export interface CertificateContent {
  entityName: string;
  studentName: string;
  /** the scheduled course's name */
  courseName: string;
  /** its programme's name, printed when the course's name does not already say it */
  programmeName: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  issuedOn: string;
  code: string;
  verifyUrl: string;
}

interface Line {
  text: string;
  font: PDFFont;
  size: number;
  color: RGB;
  /** space above the line */
  gap: number;
}

export async function renderCertificate(content: CertificateContent, look: CertificateLook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${M.CERTIFICATE_HEADING} - ${content.studentName}`);
  doc.setAuthor(content.entityName);
  doc.setSubject(content.courseName);
  doc.setKeywords([content.code]);
  doc.setCreationDate(new Date(`${content.issuedOn}T12:00:00Z`));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const serif = look.layout === 'classic';
  const regular = await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const qrBytes = await QRCode.toBuffer(content.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 8,
  });
  const [background, logo, signature, qr] = await Promise.all([
    embedImage(doc, look.background),
    embedImage(doc, look.logo),
    embedImage(doc, look.signature),
    doc.embedPng(qrBytes),
  ]);
  const palette = paletteOf(look);
  const box = drawDecoration(page, {
    layout: look.layout,
    palette,
    background,
    logo,
    entityName: content.entityName,
    bold,
  });

  const width = box.right - box.left;
  const student = fit(bold, content.studentName, { max: 34, min: 18, width, maxLines: 2 });
  const course = fit(bold, content.courseName, { max: 24, min: 14, width, maxLines: 2 });
  const lines: Line[] = [
    { text: M.CERTIFICATE_HEADING, font: bold, size: 40, color: palette.title, gap: 0 },
    { text: M.CERTIFICATE_GRANTED_TO, font: regular, size: 14, color: palette.muted, gap: 18 },
    ...student.lines.map((text, i) => ({ text, font: bold, size: student.size, color: palette.text, gap: i ? 4 : 12 })),
    { text: M.CERTIFICATE_FOR_COURSE, font: regular, size: 13, color: palette.muted, gap: 16 },
    ...course.lines.map((text, i) => ({ text, font: bold, size: course.size, color: palette.title, gap: i ? 3 : 10 })),
  ];
  const sameName = content.courseName.toLowerCase().includes(content.programmeName.toLowerCase());
  if (!sameName)
    lines.push({
      text: M.certificateProgramme(content.programmeName),
      font: regular,
      size: 12,
      color: palette.muted,
      gap: 8,
    });
  lines.push({
    text: M.scheduledDates(formatDayMonthYear(content.startDate), formatDayMonthYear(content.endDate)),
    font: regular,
    size: 12,
    color: palette.muted,
    gap: 8,
  });
  drawCentred(page, lines, box);

  drawSignature(page, { box, palette, regular, signature, entityName: content.entityName });
  const qrSize = 82;
  page.drawImage(qr, { x: box.right - qrSize, y: 40, width: qrSize, height: qrSize });
  const textRight = box.right - qrSize - 12;
  const footer: [string, PDFFont, number][] = [
    [M.certificateIssuedOn(formatDayMonthYear(content.issuedOn)), regular, 10],
    [M.certificateCode(content.code), bold, 10],
    [M.CERTIFICATE_SCAN_TO_VERIFY, regular, 7.5],
  ];
  footer.forEach(([text, font, size], i) => {
    const safe = printable(font, text);
    page.drawText(safe, {
      x: textRight - font.widthOfTextAtSize(safe, size),
      y: 98 - i * 16,
      size,
      font,
      color: palette.muted,
    });
  });
  return doc.save();
}

/** The block of lines centred in the box, and vertically between the header and the footer. */
function drawCentred(page: PDFPage, lines: Line[], box: { left: number; right: number; top: number; bottom: number }) {
  const height = lines.reduce((sum, l) => sum + l.gap + l.size, 0);
  let y = box.bottom + (box.top - box.bottom + height) / 2;
  const centre = (box.left + box.right) / 2;
  for (const line of lines) {
    y -= line.gap + line.size;
    const text = printable(line.font, line.text);
    const x = centre - line.font.widthOfTextAtSize(text, line.size) / 2;
    page.drawText(text, { x, y: y + line.size * 0.2, size: line.size, font: line.font, color: line.color });
  }
}

function drawSignature(
  page: PDFPage,
  o: {
    box: { left: number };
    palette: Palette;
    regular: PDFFont;
    signature: Awaited<ReturnType<typeof embedImage>>;
    entityName: string;
  },
) {
  const centre = o.box.left + 100;
  if (o.signature) page.drawImage(o.signature, fitBox(o.signature, { x: centre - 80, y: 80, width: 160, height: 52 }));
  page.drawLine({
    start: { x: centre - 90, y: 76 },
    end: { x: centre + 90, y: 76 },
    thickness: 0.8,
    color: o.palette.muted,
  });
  const label = fit(o.regular, o.entityName, { max: 10, min: 7, width: 180, maxLines: 1 });
  const text = label.lines[0] ?? M.CERTIFICATE_SIGNATURE;
  page.drawText(text, {
    x: centre - o.regular.widthOfTextAtSize(text, label.size) / 2,
    y: 62,
    size: label.size,
    font: o.regular,
    color: o.palette.muted,
  });
}
