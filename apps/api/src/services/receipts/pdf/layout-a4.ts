// The A4 receipt, laid out as Peruvian receipts usually are: the issuer with its logo on the left and the box with
// RUC, title and number on the right; then the buyer and dates, the lines, the totals with the amount in words,
// and at the foot the QR, the valor resumen and SUNAT's legend.
import type { PDFImage } from 'pdf-lib';
import { ALERT, type Cell, type Flow, MUTED, SHADE } from './flow.js';
import { LINE_LABELS, type ReceiptView, type ViewLine } from './receipt-view.js';

export const A4 = { width: 595.28, height: 841.89, margin: 36, grows: false };

const BOX_WIDTH = 200;
const QR_SIZE = 96;

export function drawA4(flow: Flow, view: ReceiptView, images: { logo: PDFImage | null; qr: PDFImage }) {
  header(flow, view, images.logo);
  facts(flow, view);
  lines(flow, view.lines);
  totals(flow, view);
  foot(flow, view, images.qr);
}

function header(flow: Flow, view: ReceiptView, logo: PDFImage | null) {
  const start = flow.top;
  const boxX = flow.right - BOX_WIDTH;
  const width = boxX - flow.left - 16;
  let left = start;
  if (logo) left += flow.image(logo, { x: flow.left, top: left, width: 160, height: 64, align: 'left' }) + 8;
  const issuer: Omit<Cell, 'x' | 'width'>[] = [
    { text: view.issuer.legalName, size: 12, bold: true },
    ...(view.issuer.tradeName ? [{ text: view.issuer.tradeName, size: 10 }] : []),
    { text: view.issuer.address, size: 8.5, color: MUTED },
  ];
  for (const c of issuer) left += flow.cell({ ...c, x: flow.left, width }, left) + 2;

  // the box: RUC, title and number, centred; its border drawn around what it holds
  const inner = { x: boxX + 10, width: BOX_WIDTH - 20, align: 'center' as const };
  let right = start + 12;
  right += flow.cell({ ...inner, text: view.issuer.ruc, size: 12, bold: true }, right) + 6;
  right += flow.cell({ ...inner, text: view.title, size: 13, bold: true }, right) + 6;
  right += flow.cell({ ...inner, text: view.number, size: 13, bold: true }, right) + 8;
  flow.box({ x: boxX, top: start, width: BOX_WIDTH, height: right - start }, { border: MUTED });
  if (view.stateLabel) {
    right += 6;
    right += flow.cell({ ...inner, text: view.stateLabel, size: 10, bold: true, color: ALERT }, right);
  }
  flow.top = Math.max(left, right) + 16;
}

function facts(flow: Flow, view: ReceiptView) {
  flow.rule();
  flow.gap(6);
  const labelWidth = 130;
  for (const [label, value] of view.facts) {
    flow.row(
      [
        { text: `${label}:`, x: flow.left, width: labelWidth, size: 9, bold: true },
        { text: value, x: flow.left + labelWidth, width: flow.width - labelWidth, size: 9 },
      ],
      { after: 2 },
    );
  }
  flow.gap(4);
  flow.rule();
  flow.gap(10);
}

/** The columns of the lines' table, left to right; the description takes what the others leave. */
function columns(flow: Flow) {
  const fixed = [
    { key: 'quantity', width: 34, align: 'right' },
    { key: 'unit', width: 38, align: 'center' },
    { key: 'code', width: 62, align: 'left' },
    { key: 'description', width: 0, align: 'left' },
    { key: 'unitValue', width: 62, align: 'right' },
    { key: 'unitPrice', width: 62, align: 'right' },
    { key: 'amount', width: 66, align: 'right' },
  ] as const;
  const rest = flow.width - fixed.reduce((sum, c) => sum + c.width, 0);
  let x = flow.left;
  return fixed.map((c) => {
    const width = c.width || rest;
    const column = { key: c.key, align: c.align, x: x + 3, width: width - 6 };
    x += width;
    return column;
  });
}

function lines(flow: Flow, rows: ViewLine[]) {
  const cols = columns(flow);
  const head = () =>
    flow.row(
      cols.map((c) => ({ ...c, text: LINE_LABELS[c.key], size: 8, bold: true })),
      { pad: 4, fill: SHADE },
    );
  head();
  flow.onNewPage = head;
  for (const line of rows) {
    flow.row(
      cols.map((c) => ({ ...c, text: line[c.key], size: 8.5 })),
      { pad: 4, rule: true },
    );
  }
  flow.onNewPage = null;
  flow.gap(10);
}

function totals(flow: Flow, view: ReceiptView) {
  const rowHeight = 14;
  flow.need(rowHeight * view.totals.length);
  const start = flow.top;
  const labelX = flow.right - 240;
  // the amount in words beside the totals, on the left
  const words = flow.cell(
    { text: view.words, x: flow.left, width: labelX - flow.left - 16, size: 9, bold: true },
    start,
  );
  view.totals.forEach(([label, value], i) => {
    const last = i === view.totals.length - 1;
    flow.row(
      [
        { text: label, x: labelX, width: 140, size: last ? 10 : 9, bold: last, align: 'right' },
        { text: value, x: flow.right - 96, width: 96, size: last ? 10 : 9, bold: last, align: 'right' },
      ],
      { after: 3 },
    );
  });
  flow.top = Math.max(flow.top, start + words) + 14;
}

function foot(flow: Flow, view: ReceiptView, qr: PDFImage) {
  flow.need(QR_SIZE + 8);
  flow.rule();
  const start = flow.top + 8;
  flow.image(qr, { x: flow.left, top: start, width: QR_SIZE, height: QR_SIZE, align: 'left' });
  const x = flow.left + QR_SIZE + 16;
  const width = flow.right - x;
  let top = start + 10;
  top += flow.cell({ text: `${view.hashLabel}: ${view.hash}`, x, width, size: 9 }, top) + 8;
  flow.cell({ text: view.legend, x, width, size: 9, bold: true }, top);
  flow.top = start + QR_SIZE;
}
