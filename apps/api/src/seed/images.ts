// Demo images drawn on the fly (no binary files in the repository): a logo and a portrait per entity.
import sharp from 'sharp';

const stripMarkup = (s: string) => s.replace(/[<>&"']/g, '');

/** `accent`: a band of a second colour, so that the settings' theme has more than one colour to offer. */
export function logoPng(initials: string, color: string, accent?: string): Promise<Buffer> {
  const band = accent ? `<rect y="172" width="256" height="32" fill="${accent}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="${color}"/>${band}
    <text x="128" y="150" font-family="sans-serif" font-size="110" font-weight="700" fill="#fff" text-anchor="middle">${stripMarkup(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function portraitJpeg(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="960" height="360" fill="url(#g)"/>
    <circle cx="800" cy="80" r="140" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="120" cy="320" r="180" fill="#ffffff" fill-opacity="0.10"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
