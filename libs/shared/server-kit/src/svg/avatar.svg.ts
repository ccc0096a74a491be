import { escapeXml, paletteFor } from './svg-text.js';

/** Up to two initials: first and last word ("Emily Brontë" → "EB"; "Quill & Ember Books" → "QB"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  return (first + last).toUpperCase();
}

/** A person's or shop's avatar: initials on a colour picked by their id. */
export function avatarSvg({ key, name }: { key: string; name: string }): string {
  const palette = paletteFor(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeXml(name)}">
  <rect width="128" height="128" rx="64" fill="${palette.background}"/>
  <circle cx="64" cy="64" r="58" fill="none" stroke="${palette.accent}" stroke-width="3"/>
  <text x="64" y="66" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, 'Times New Roman', serif" font-size="48" font-weight="700" fill="${palette.ink}">${escapeXml(initialsOf(name))}</text>
</svg>
`;
}
