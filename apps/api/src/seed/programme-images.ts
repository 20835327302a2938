// Demo images of the programmes, drawn on the fly: course covers, a whiteboard photo, certificate backgrounds and a signature.
import sharp from 'sharp';

const plain = (s: string) => s.replace(/[<>&"']/g, '');

/** A 640×360 cover: a diagonal gradient with the course's name. */
export function coverJpeg(title: string, from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="560" cy="60" r="120" fill="#fff" fill-opacity="0.12"/>
    <text x="40" y="300" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${plain(title)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** A small "photo" of a whiteboard with a diagram, for an image material. */
export function whiteboardPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#f7f7f2"/>
    <rect x="40" y="60" width="120" height="60" rx="8" fill="none" stroke="#1E6B52" stroke-width="4"/>
    <rect x="300" y="60" width="140" height="60" rx="8" fill="none" stroke="#CC337E" stroke-width="4"/>
    <line x1="160" y1="90" x2="300" y2="90" stroke="#333" stroke-width="3"/>
    <text x="100" y="98" font-family="sans-serif" font-size="18" text-anchor="middle">Cliente</text>
    <text x="370" y="98" font-family="sans-serif" font-size="18" text-anchor="middle">Servidor</text>
    <text x="240" y="220" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">HTTP: petición y respuesta</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A certificate background (A4 landscape at 842×595) with a double frame in the entity's colour. */
export function certificateBackgroundJpeg(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="842" height="595">
    <rect width="842" height="595" fill="#fffdf7"/>
    <rect x="20" y="20" width="802" height="555" fill="none" stroke="${color}" stroke-width="8"/>
    <rect x="36" y="36" width="770" height="523" fill="none" stroke="${color}" stroke-width="2"/>
    <path d="M0 595 L220 595 L0 420 Z" fill="${color}" fill-opacity="0.18"/>
    <path d="M842 0 L622 0 L842 175 Z" fill="${color}" fill-opacity="0.18"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A handwritten-looking signature on a transparent background. */
export function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
    <path d="M10 70 C 40 10, 60 10, 70 60 S 100 90, 120 40 S 150 20, 160 60 C 170 80, 200 30, 220 50 S 260 70, 290 30"
          fill="none" stroke="#1a2a6c" stroke-width="3" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
