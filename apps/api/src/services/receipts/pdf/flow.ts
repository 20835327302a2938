// Writes a receipt from the top down, as a ticket printer does: a cursor (`top`, measured from the page's top) that
// text, rows and images move down. On A4 a row that does not fit starts a new page; a ticket is drawn on a page as
// tall as a PDF allows and cut to what was written when it is finished, so its height grows with its lines.
import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { wrap } from '../../certificates/pdf/text.js';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface Paper {
  width: number;
  height: number;
  margin: number;
  /** the last page is cut to its content (the ticket) */
  grows: boolean;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  color?: RGB;
}

export interface Cell extends TextStyle {
  text: string;
  x: number;
  width: number;
}

export interface RowOptions {
  /** space above and below the cells, inside the row */
  pad?: number;
  /** space after the row */
  after?: number;
  fill?: RGB;
  /** a thin line under the row */
  rule?: boolean;
}

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);
export const LINE = rgb(0.6, 0.6, 0.64);
export const SHADE = rgb(0.92, 0.92, 0.94);
export const ALERT = rgb(0.7, 0.1, 0.1);

const LEADING = 1.25;

export class Flow {
  page: PDFPage;
  /** the cursor, from the page's top */
  top: number;
  /** drawn at the top of every page a row overflows onto (a table's header) */
  onNewPage: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly paper: Paper,
  ) {
    this.page = doc.addPage([paper.width, paper.height]);
    this.top = paper.margin;
  }

  get left() {
    return this.paper.margin;
  }
  get right() {
    return this.paper.width - this.paper.margin;
  }
  get width() {
    return this.right - this.left;
  }

  /** pdf-lib's y of a distance from the page's top */
  y(top: number) {
    return this.paper.height - top;
  }

  private font(style: TextStyle) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  /** The height the text takes wrapped to the cell's width (characters the font lacks already replaced). */
  height(cell: Cell) {
    return wrap(this.font(cell), cell.text, cell.size, cell.width).length * cell.size * LEADING;
  }

  /** The text wrapped in its cell, its first line at `top`; answers its height and leaves the cursor where it is. */
  cell(cell: Cell, top = this.top): number {
    const font = this.font(cell);
    const lines = wrap(font, cell.text, cell.size, cell.width);
    lines.forEach((line, i) => {
      const free = cell.width - font.widthOfTextAtSize(line, cell.size);
      const x = cell.x + (cell.align === 'right' ? free : cell.align === 'center' ? free / 2 : 0);
      const baseline = top + i * cell.size * LEADING + cell.size * 0.95;
      this.page.drawText(line, { x, y: this.y(baseline), size: cell.size, font, color: cell.color ?? INK });
    });
    return lines.length * cell.size * LEADING;
  }

  /** Cells side by side, on a new page first when they do not fit here; the cursor moves below the tallest. */
  row(cells: Cell[], o: RowOptions = {}): number {
    const pad = o.pad ?? 0;
    const height = Math.max(0, ...cells.map((c) => this.height(c))) + 2 * pad;
    this.need(height);
    if (o.fill) this.box({ x: this.left, top: this.top, width: this.width, height }, { fill: o.fill });
    for (const c of cells) this.cell(c, this.top + pad);
    this.top += height;
    if (o.rule) this.rule();
    this.top += o.after ?? 0;
    return height;
  }

  /** A paragraph across the whole width. */
  text(text: string, style: TextStyle, o: RowOptions = {}) {
    return this.row([{ ...style, text, x: this.left, width: this.width }], o);
  }

  /** A new page when `height` does not fit under the cursor (never twice in a row: a taller block is cut by the page). */
  need(height: number) {
    const { margin, width, height: pageHeight } = this.paper;
    if (this.top + height <= pageHeight - margin || this.top <= margin) return;
    this.page = this.doc.addPage([width, pageHeight]);
    this.top = margin;
    this.onNewPage?.();
  }

  gap(height: number) {
    this.top += height;
  }

  rule(x = this.left, width = this.width) {
    const y = this.y(this.top);
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: LINE });
  }

  box(b: { x: number; top: number; width: number; height: number }, o: { fill?: RGB; border?: RGB }) {
    this.page.drawRectangle({
      x: b.x,
      y: this.y(b.top + b.height),
      width: b.width,
      height: b.height,
      color: o.fill,
      borderColor: o.border,
      borderWidth: o.border ? 1 : 0,
    });
  }

  /** The image scaled to fit the box, keeping its proportions, at the box's top; answers the height it took. */
  image(image: PDFImage, b: { x: number; top: number; width: number; height: number; align: 'left' | 'center' }) {
    const scale = Math.min(b.width / image.width, b.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const x = b.align === 'center' ? b.x + (b.width - width) / 2 : b.x;
    this.page.drawImage(image, { x, y: this.y(b.top + height), width, height });
    return height;
  }

  /** Cuts a ticket's last page to what was written on it. */
  finish() {
    if (!this.paper.grows) return;
    const used = Math.min(this.paper.height, this.top + this.paper.margin);
    this.page.setSize(this.paper.width, used);
    // what was drawn near the top of the tall page moves down onto the cut one
    this.page.translateContent(0, used - this.paper.height);
  }
}
