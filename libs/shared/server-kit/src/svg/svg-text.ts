/** Text for SVG markup: the five XML specials escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** FNV-1a: a stable 32-bit number from a string, so the same id always gets the same picture. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last is ellipsised. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\W*$/, '')}…`;
  return kept;
}

export interface Palette {
  background: string;
  accent: string;
  ink: string;
}

/** Hand-picked, legible pairs: deep grounds with light ink, light grounds with dark ink. */
export const PALETTES: readonly Palette[] = [
  { background: '#1f2a44', accent: '#d4a373', ink: '#fdf6ec' },
  { background: '#3d0c11', accent: '#e9c46a', ink: '#fff4e0' },
  { background: '#0b3d2e', accent: '#95d5b2', ink: '#f1faee' },
  { background: '#2b193d', accent: '#c77dff', ink: '#f8f0ff' },
  { background: '#f4e9d8', accent: '#8d5b4c', ink: '#2d1e17' },
  { background: '#e8eef1', accent: '#2a6f97', ink: '#14213d' },
  { background: '#5a1e36', accent: '#f4a7bb', ink: '#fff0f4' },
  { background: '#14213d', accent: '#fca311', ink: '#ffffff' },
  { background: '#fdf0d5', accent: '#c1121f', ink: '#2b0a0d' },
  { background: '#264653', accent: '#e76f51', ink: '#f4f1de' },
  { background: '#3a2e39', accent: '#ffd6a5', ink: '#fef9ef' },
  { background: '#eae2f8', accent: '#6b3fa0', ink: '#24123d' },
];

export const paletteFor = (key: string): Palette => PALETTES[hash32(key) % PALETTES.length]!;
