// What surrounds the text of a certificate: the page's look (frame, band or header), the logo and the entity's
// name. Answers the box the text goes in, so the looks never overlap the text.
import { type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { coverBox, fitBox, type ImageBytes } from './images.js';
import { color, fit, isDark, printable } from './text.js';

/** The look of a certificate: its layout, the entity's colours and the images the template or entity gives. */
export type CertificateLayout = 'classic' | 'modern' | 'plain';

export interface CertificateLook {
  layout: CertificateLayout;
  colors: { bg_sidebar: string; bg_buttons: string; font_color: string };
  background?: ImageBytes | null;
  /** the template's logo image, else the entity's */
  logo?: ImageBytes | null;
  signature?: ImageBytes | null;
}

const W = 841.89;
const H = 595.28;
/** the top of the footer (signature, QR code, code): the text block stays above it */
const FOOTER_TOP = 140;
const WHITE = rgb(1, 1, 1);

export interface Palette {
  title: RGB;
  text: RGB;
  muted: RGB;
  /** the entity's sidebar colour (bands), or the classic template's gold (frames) */
  accent: RGB;
  paper: RGB;
}

export interface TextBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function paletteOf(look: CertificateLook): Palette {
  if (look.layout === 'classic') {
    return {
      title: color('#5A4520'),
      text: color('#2B2416'),
      muted: color('#5C5140'),
      accent: color('#9A7B3F'),
      paper: color('#FBF7EE'),
    };
  }
  const accent = color(look.colors.bg_sidebar, '#0E3873');
  return {
    title: isDark(accent) ? accent : color('#1F2937'),
    text: color('#1F2937'),
    muted: color('#4B5563'),
    accent,
    paper: WHITE,
  };
}

interface Decoration {
  layout: CertificateLayout;
  palette: Palette;
  background: PDFImage | null;
  logo: PDFImage | null;
  entityName: string;
  bold: PDFFont;
}

export function drawDecoration(page: PDFPage, d: Decoration): TextBox {
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: d.palette.paper });
  if (d.background) {
    page.drawImage(d.background, coverBox(d.background, { width: W, height: H }));
    return centredHeader(page, d);
  }
  if (d.layout === 'modern') return band(page, d);
  if (d.layout === 'plain') return header(page, d);
  // classic: a double frame, as the template's preview shows
  page.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: d.palette.accent, borderWidth: 4 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: d.palette.accent, borderWidth: 1 });
  return centredHeader(page, d);
}

/** The logo centred at the top and the entity's name under it. */
function centredHeader(page: PDFPage, d: Decoration): TextBox {
  let y = H - 50;
  if (d.logo) {
    const place = fitBox(d.logo, { x: W / 2 - 80, y: y - 56, width: 160, height: 56 });
    page.drawImage(d.logo, place);
    y -= 56;
  }
  const name = fit(d.bold, d.entityName, { max: 13, min: 9, width: W - 200, maxLines: 1 });
  const text = name.lines[0] ?? '';
  y -= 18;
  page.drawText(text, {
    x: W / 2 - d.bold.widthOfTextAtSize(text, name.size) / 2,
    y,
    size: name.size,
    font: d.bold,
    color: d.palette.muted,
  });
  return { left: 70, right: W - 70, top: y - 12, bottom: FOOTER_TOP };
}

/** 'Moderno': a full-height band on the left in the entity's colour, holding the logo and the entity's name. */
function band(page: PDFPage, d: Decoration): TextBox {
  const bandWidth = 230;
  page.drawRectangle({ x: 0, y: 0, width: bandWidth, height: H, color: d.palette.accent });
  const onBand = isDark(d.palette.accent) ? WHITE : color('#1F2937');
  let y = H - 60;
  if (d.logo) {
    const place = fitBox(d.logo, { x: 35, y: y - 120, width: bandWidth - 70, height: 120 });
    page.drawRectangle({
      x: place.x - 8,
      y: place.y - 8,
      width: place.width + 16,
      height: place.height + 16,
      color: WHITE,
      opacity: 0.9,
    });
    page.drawImage(d.logo, place);
    y = place.y - 40;
  }
  const name = fit(d.bold, d.entityName, { max: 16, min: 10, width: bandWidth - 50, maxLines: 4 });
  for (const line of name.lines) {
    const text = printable(d.bold, line);
    page.drawText(text, {
      x: bandWidth / 2 - d.bold.widthOfTextAtSize(text, name.size) / 2,
      y,
      size: name.size,
      font: d.bold,
      color: onBand,
    });
    y -= name.size * 1.3;
  }
  return { left: bandWidth + 40, right: W - 50, top: H - 50, bottom: FOOTER_TOP };
}

/** No template chosen: a header band in the entity's colour with its logo and name, and a thin line at the foot. */
function header(page: PDFPage, d: Decoration): TextBox {
  const height = 96;
  page.drawRectangle({ x: 0, y: H - height, width: W, height, color: d.palette.accent });
  page.drawRectangle({ x: 0, y: 0, width: W, height: 8, color: d.palette.accent });
  const onBand = isDark(d.palette.accent) ? WHITE : color('#1F2937');
  let x = 40;
  if (d.logo) {
    const place = fitBox(d.logo, { x, y: H - height + 16, width: 150, height: height - 32 });
    page.drawRectangle({
      x: place.x - 6,
      y: place.y - 6,
      width: place.width + 12,
      height: place.height + 12,
      color: WHITE,
    });
    page.drawImage(d.logo, { ...place });
    x = place.x + place.width + 24;
  }
  const name = fit(d.bold, d.entityName, { max: 22, min: 12, width: W - x - 40, maxLines: 2 });
  let y = H - height / 2 + ((name.lines.length - 1) * name.size * 1.2) / 2 - name.size * 0.35;
  for (const line of name.lines) {
    page.drawText(line, { x, y, size: name.size, font: d.bold, color: onBand });
    y -= name.size * 1.2;
  }
  return { left: 70, right: W - 70, top: H - height - 24, bottom: FOOTER_TOP };
}
