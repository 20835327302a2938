// The 80 mm ticket: one centred column, as a thermal printer prints it. Each line takes two rows (its code and
// description, then its figures), so that seven columns fit in 72 mm; its height follows its content.
import type { PDFImage } from 'pdf-lib';
import { ALERT, type Flow, MUTED } from './flow.js';
import { LINE_LABELS, type ReceiptView } from './receipt-view.js';

/** 80 mm (226.77 pt) wide; as tall as a PDF page may be (200 in), cut to its content when finished. */
export const TICKET = { width: (80 / 25.4) * 72, height: 14_400, margin: 10, grows: true };

const QR_SIZE = 110;

export function drawTicket(flow: Flow, view: ReceiptView, images: { logo: PDFImage | null; qr: PDFImage }) {
  const centred = { align: 'center' as const };
  if (images.logo) {
    flow.top += flow.image(images.logo, {
      x: flow.left,
      top: flow.top,
      width: flow.width,
      height: 52,
      align: 'center',
    });
    flow.gap(6);
  }
  flow.text(view.issuer.legalName, { ...centred, size: 9, bold: true }, { after: 1 });
  if (view.issuer.tradeName) flow.text(view.issuer.tradeName, { ...centred, size: 8 }, { after: 1 });
  flow.text(view.issuer.address, { ...centred, size: 7, color: MUTED }, { after: 1 });
  flow.text(view.issuer.ruc, { ...centred, size: 9, bold: true });
  separator(flow);
  flow.text(view.title, { ...centred, size: 10, bold: true }, { after: 1 });
  flow.text(view.number, { ...centred, size: 10, bold: true });
  if (view.stateLabel) flow.text(view.stateLabel, { ...centred, size: 8, bold: true, color: ALERT }, { pad: 2 });
  separator(flow);

  const labelWidth = 72;
  for (const [label, value] of view.facts) {
    flow.row(
      [
        { text: `${label}:`, x: flow.left, width: labelWidth, size: 7, bold: true },
        { text: value, x: flow.left + labelWidth, width: flow.width - labelWidth, size: 7 },
      ],
      { after: 1 },
    );
  }
  separator(flow);
  lines(flow, view);
  separator(flow);

  view.totals.forEach(([label, value], i) => {
    const last = i === view.totals.length - 1;
    const style = { size: last ? 8.5 : 7.5, bold: last, align: 'right' as const };
    flow.row(
      [
        { ...style, text: label, x: flow.left, width: flow.width - 78 },
        { ...style, text: value, x: flow.right - 74, width: 74 },
      ],
      { after: 1 },
    );
  });
  flow.gap(4);
  flow.text(view.words, { size: 7.5, bold: true });
  separator(flow);

  flow.need(QR_SIZE);
  flow.top += flow.image(images.qr, {
    x: flow.left,
    top: flow.top,
    width: flow.width,
    height: QR_SIZE,
    align: 'center',
  });
  flow.gap(4);
  flow.text(`${view.hashLabel}:`, { ...centred, size: 7 });
  // a SHA-256 digest in base64 is 44 characters without a space: a line of its own keeps it whole
  flow.text(view.hash, { ...centred, size: 6.5 }, { after: 4 });
  flow.text(view.legend, { ...centred, size: 7, bold: true });
}

/** Each line as its code and description, then its quantity, unit and figures under the headers. */
function lines(flow: Flow, view: ReceiptView) {
  const figures = [
    { key: 'quantity', x: 0, width: 24, align: 'left' },
    { key: 'unit', x: 24, width: 26, align: 'left' },
    { key: 'unitValue', x: 50, width: 50, align: 'right' },
    { key: 'unitPrice', x: 100, width: 52, align: 'right' },
    { key: 'amount', x: 152, width: flow.width - 152, align: 'right' },
  ] as const;
  const at = (c: (typeof figures)[number]) => ({ x: flow.left + c.x, width: c.width, align: c.align });
  flow.text(`${LINE_LABELS.code} - ${LINE_LABELS.description}`, { size: 6.5, bold: true });
  flow.row(
    figures.map((c) => ({ ...at(c), text: LINE_LABELS[c.key], size: 6.5, bold: true })),
    { after: 2, rule: true },
  );
  flow.gap(2);
  for (const line of view.lines) {
    flow.text(`${line.code} - ${line.description}`, { size: 7.5 });
    flow.row(
      figures.map((c) => ({ ...at(c), text: line[c.key], size: 7.5 })),
      { after: 3 },
    );
  }
}

function separator(flow: Flow) {
  flow.gap(4);
  flow.rule();
  flow.gap(5);
}
