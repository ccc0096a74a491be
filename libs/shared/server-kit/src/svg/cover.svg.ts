import { escapeXml, hash32, paletteFor, wrap } from './svg-text.js';

export interface CoverInput {
  /** Seeds the palette and ornament, so a book's cover never changes. */
  key: string;
  title: string;
  byline: string;
  /** A small line above the title ("Special edition", "Signing · London"). */
  kicker?: string | null;
}

const WIDTH = 400;
const HEIGHT = 600;

/** One of a few ornaments behind the title, picked by the key. */
function ornament(seed: number, accent: string): string {
  switch (seed % 4) {
    case 0:
      return `<circle cx="200" cy="250" r="150" fill="none" stroke="${accent}" stroke-width="3" opacity="0.55"/>
  <circle cx="200" cy="250" r="118" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.4"/>`;
    case 1:
      return `<path d="M200 70 L330 250 L200 430 L70 250 Z" fill="none" stroke="${accent}" stroke-width="3" opacity="0.5"/>`;
    case 2:
      return `<path d="M0 470 Q100 400 200 470 T400 470 V600 H0 Z" fill="${accent}" opacity="0.35"/>
  <path d="M0 510 Q100 440 200 510 T400 510 V600 H0 Z" fill="${accent}" opacity="0.3"/>`;
    default:
      return `<g fill="${accent}" opacity="0.55">${Array.from({ length: 9 }, (_, i) => {
        const x = 40 + ((seed >>> (i * 3)) % 320);
        const y = 60 + ((seed >>> (i * 2 + 1)) % 380);
        return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}"/>`;
      }).join('')}</g>`;
  }
}

/** A book or event cover as a self-contained SVG: no fonts, images or links from outside. */
export function coverSvg({ key, title, byline, kicker }: CoverInput): string {
  const palette = paletteFor(key);
  const seed = hash32(`${key}:ornament`);
  const lines = wrap(title, 14, 4);
  const size = lines.length > 3 ? 36 : 42;
  const lineHeight = size * 1.15;
  const top = 250 - ((lines.length - 1) * lineHeight) / 2;
  const titleText = lines
    .map((line, i) => `<tspan x="200" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = `${title} by ${byline}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(label)}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.background}"/>
  ${ornament(seed, palette.accent)}
  <rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="${palette.accent}" stroke-width="2" opacity="0.8"/>
  ${kicker ? `<text x="200" y="84" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="17" letter-spacing="3" fill="${palette.accent}">${escapeXml(kicker.toUpperCase())}</text>` : ''}
  <text text-anchor="middle" dominant-baseline="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="${palette.ink}">${titleText}</text>
  <text x="200" y="540" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="22" letter-spacing="2" fill="${palette.ink}">${escapeXml(byline.toUpperCase())}</text>
</svg>
`;
}
