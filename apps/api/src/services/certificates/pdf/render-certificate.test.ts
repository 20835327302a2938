import { M } from '@edu/shared';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { logoPng } from '../../../seed/images.js';
import { certificateBackgroundJpeg, signaturePng } from '../../../seed/programme-images.js';
import { exe, gif } from '../../../test/images.js';
import { newCertificateCode } from '../certificate-code.js';
import { readPdf } from './read-pdf.js';
import { type CertificateContent, type CertificateLook, PAGE, renderCertificate } from './render-certificate.js';
import { fit, printable } from './text.js';

const content: CertificateContent = {
  entityName: 'Colegio Andino',
  studentName: 'María José Ñúñez Güemes',
  courseName: 'Gestión ágil - Cusco',
  programmeName: 'Gestión de Proyectos Ágiles',
  startDate: '2026-03-01',
  endDate: '2026-05-30',
  issuedOn: '2026-04-20',
  code: 'ABCDEFGHJKLMNPQR',
  verifyUrl: 'http://localhost:3000/certificados/ABCDEFGHJKLMNPQR',
};
const colors = { bg_sidebar: '#5B1A8E', bg_buttons: '#CC337E', font_color: '#000000' };

describe('renderCertificate', () => {
  it.each(['classic', 'modern', 'plain'] as const)(
    'draws one A4-landscape page with every fact (%s)',
    async (layout) => {
      const look: CertificateLook = {
        layout,
        colors,
        logo: await logoPng('CA', '#CC337E'),
        signature: await signaturePng(),
      };
      const { pages, text, doc } = await readPdf(await renderCertificate(content, look));
      expect(pages).toHaveLength(1);
      const { width, height } = pages[0].getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([Math.round(PAGE.width), Math.round(PAGE.height)]);
      expect(width).toBeGreaterThan(height);
      for (const fact of [
        M.CERTIFICATE_HEADING,
        'Colegio Andino',
        'María José Ñúñez Güemes',
        'Gestión ágil - Cusco',
        M.certificateProgramme('Gestión de Proyectos Ágiles'),
        'Del 01-03-2026 al 30-05-2026',
        M.certificateIssuedOn('20-04-2026'),
        M.certificateCode('ABCDEFGHJKLMNPQR'),
      ]) {
        expect(text).toContain(fact);
      }
      expect(doc.getTitle()).toBe('CERTIFICADO - María José Ñúñez Güemes');
    },
  );

  it('embeds the uploaded background, logo and signature and the QR code as images', async () => {
    const look: CertificateLook = {
      layout: 'modern',
      colors,
      background: await certificateBackgroundJpeg('#CC337E'),
      logo: await logoPng('CA', '#CC337E'),
      signature: await signaturePng(),
    };
    const bytes = await renderCertificate(content, look);
    const images = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    // background (JPEG), logo, signature and QR code (PNG ones may add a soft mask each)
    expect(images.length).toBeGreaterThanOrEqual(4);
  });

  it('skips an image it cannot read and re-encodes one of another type, without failing', async () => {
    const look: CertificateLook = {
      layout: 'classic',
      colors,
      background: exe(),
      logo: await gif(),
      signature: Buffer.from('nada'),
    };
    const { pages, text } = await readPdf(await renderCertificate(content, look));
    expect(pages).toHaveLength(1);
    expect(text).toContain('María José Ñúñez Güemes');
  });

  it('prints names the standard fonts cannot encode letter by letter, and shrinks or wraps long ones', async () => {
    const long = {
      ...content,
      studentName: 'Zoë Łukasz Wołodyjowski 李 Maximiliano de la Santísima Trinidad Fernández-Cárdenas',
      courseName:
        'Diplomado internacional en ciencia de datos, inteligencia artificial y aprendizaje automático aplicado',
    };
    const { text } = await readPdf(
      await renderCertificate(long, { layout: 'plain', colors: { ...colors, bg_sidebar: 'rojo' } }),
    );
    expect(text).toContain('Zoë Lukasz Wolodyjowski ? Maximiliano');
    expect(text).toContain('Diplomado internacional');
  });
});

describe('text helpers', () => {
  it('keep Spanish letters and signs, and fit text to the width', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(printable(font, '¿Año? ¡Sí! ü Ü ç «»')).toBe('¿Año? ¡Sí! ü Ü ç «»');
    expect(printable(font, 'Ōtsuka\tŽiga\nḌ')).toBe('Otsuka Žiga D');
    const fitted = fit(font, 'palabra '.repeat(40), { max: 30, min: 10, width: 300, maxLines: 2 });
    expect(fitted.size).toBe(10);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(300);
  });
});

describe('newCertificateCode', () => {
  it('answers 16 base32 characters, different every time', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
