import { describe, expect, it } from 'vitest';
import { lineOf, type OcrWord, rowsOf } from './ocr-lines.js';
import { parseVoucher, soles } from './parse-voucher.js';

/** lines as tesseract would give them, every word at `conf` unless written 'word@conf' */
function read(text: string, conf = 95) {
  return text
    .trim()
    .split('\n')
    .map((line, i) =>
      lineOf(
        line
          .trim()
          .split(/\s+/)
          .map((raw, j): OcrWord => {
            const [word, c] = raw.split('@');
            return {
              text: word as string,
              conf: c ? Number(c) : conf,
              left: j * 100,
              top: i * 40,
              width: 90,
              height: 30,
            };
          }),
      ),
    );
}

describe('parseVoucher', () => {
  it('reads a Yape receipt', () => {
    const f = parseVoucher(
      read(`yape
      ¡Yapeaste!
      S/ 50
      Colegio San Martín
      27 nov. 2026 - 10:32 a. m.
      Nro. de operación 04817263`),
    );
    expect(f).toMatchObject({
      source: 'yape',
      operation_number: '04817263',
      amount: '50.00',
      paid_at: '2026-11-27T10:32',
    });
    expect(f.confidence.operation_number).toBeGreaterThan(0.9);
  });

  it('reads a BCP constancia, skipping the commission', () => {
    const f = parseVoucher(
      read(`Constancia de transferencia
      Monto enviado S/ 1,250.00
      Comisión S/ 0.00
      Fecha y hora 27/11/2026 22:05
      Número de operación 12345678`),
    );
    expect(f).toMatchObject({
      source: 'bcp',
      operation_number: '12345678',
      amount: '1250.00',
      paid_at: '2026-11-27T22:05',
    });
  });

  it('reads decimal commas, long month names and p. m.', () => {
    expect(parseVoucher(read('Interbank\nS/. 650,00\nFecha 03/02/2026 - 04:15 p.m.')).paid_at).toBe('2026-02-03T16:15');
    const f = parseVoucher(read('Scotiabank\nMonto S/. 1.250,50\nFecha 5 de setiembre de 2026, 09:05 hrs'));
    expect(f).toMatchObject({ source: 'scotiabank', amount: '1250.50', paid_at: '2026-09-05T09:05' });
  });

  it('finds the number on the next line and not in a date', () => {
    const f = parseVoucher(read('BBVA\nFecha de operación 12-05-2026 10:32\nNúmero de operación\n987654321'));
    expect(f.operation_number).toBe('987654321');
    expect(f.paid_at).toBe('2026-05-12T10:32');
  });

  it('gives low confidence to what it had to guess', () => {
    const f = parseVoucher(read('Nro. de operación 48l7263O@60\nSI] 20.00@50'));
    expect(f.operation_number).toBe('48172630');
    expect(f.confidence.operation_number).toBeLessThan(0.5);
    expect(f.source).toBe('unknown');
    expect(f.confidence.source).toBe(0);
  });

  it('takes a label cut down to its end, below the trusted confidence', () => {
    const f = parseVoucher(read('ración 815261'));
    expect(f.operation_number).toBe('815261');
    expect(f.confidence.operation_number).toBeLessThan(0.8);
    expect(parseVoucher(read('Duración del curso 120000')).operation_number).toBeNull();
  });

  it('answers nothing it cannot see', () => {
    const f = parseVoucher(read('una foto de un gato'));
    expect(f).toMatchObject({ operation_number: null, amount: null, paid_at: null, source: 'unknown' });
  });
});

describe('soles', () => {
  it.each([
    ['1,250.00', '1250.00'],
    ['1.250,00', '1250.00'],
    ['650,00', '650.00'],
    ['50', '50.00'],
    ['12.5', '12.50'],
  ])('%s → %s', (raw, amount) => expect(soles(raw)?.amount).toBe(amount));
  it('refuses broken groups', () => expect(soles('1,25,00')).toBeNull());
});

describe('rowsOf', () => {
  it('joins a label and its value that tesseract read as two blocks of a turned photo', () => {
    const word = (text: string, left: number, top: number): OcrWord => ({
      text,
      conf: 90,
      left,
      top,
      width: 80,
      height: 20,
    });
    const rows = rowsOf([
      [word('Fecha', 0, 100), word('y', 90, 102)],
      [word('Número', 0, 150), word('de', 90, 152), word('operación', 180, 154)],
      [word('26/11/2026', 500, 112)],
      [word('549062718', 500, 162)],
    ]);
    expect(rows.map((r) => r.text)).toEqual(['Fecha y 26/11/2026', 'Número de operación 549062718']);
  });
});
