// Demo deposit vouchers drawn on the fly (no binary files in the repository): a bank slip with the amount paid.
import sharp from 'sharp';

const stripMarkup = (s: string) => s.replace(/[<>&"']/g, '');

export interface VoucherSlip {
  bank: string;
  color: string;
  operation: string;
  /** 'YYYY-MM-DD' */
  date: string;
  amount: string;
  payer: string;
}

/** A deposit slip as a phone photo would show it: JPEG when `photo`, else a PNG screenshot. */
export function voucherImage(v: VoucherSlip, photo = false): Promise<Buffer> {
  const line = (y: number, label: string, value: string) =>
    `<text x="40" y="${y}" font-family="sans-serif" font-size="22" fill="#555">${label}</text>
     <text x="560" y="${y}" font-family="sans-serif" font-size="22" fill="#111" text-anchor="end">${stripMarkup(value)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420">
    <rect width="600" height="420" fill="${photo ? '#ece7dc' : '#ffffff'}"/>
    <rect x="20" y="20" width="560" height="380" rx="16" fill="#fff" stroke="#ddd"/>
    <rect x="20" y="20" width="560" height="70" rx="16" fill="${v.color}"/>
    <text x="40" y="66" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${stripMarkup(v.bank)}</text>
    <text x="300" y="135" font-family="sans-serif" font-size="24" fill="#333" text-anchor="middle">Constancia de depósito</text>
    ${line(190, 'N.° de operación', v.operation)}
    ${line(230, 'Fecha', v.date)}
    ${line(270, 'Depositante', v.payer)}
    <text x="300" y="350" font-family="sans-serif" font-size="44" font-weight="700" fill="#111" text-anchor="middle">S/ ${stripMarkup(v.amount)}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return photo ? image.rotate(-3, { background: '#d9d2c3' }).jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}
