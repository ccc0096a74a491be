import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// WCAG 2.2 contrast of the colour pairs the kit actually sets text (and field edges) in, computed
// from the custom properties in tokens.css, so a token change that breaks AA fails here.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = new Map(
  [...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value]),
);

function colour(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`tokens.css has no --${name}`);
  return value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const surfaces = ['color-paper', 'color-surface', 'color-surface-sunken'];

/** [text, background, where]: every text colour on every background it is used on. */
const textPairs: Array<[string, string, string]> = [
  ...surfaces.map((bg): [string, string, string] => ['color-ink', bg, 'body text, labels, field values']),
  ...surfaces.map((bg): [string, string, string] => ['color-ink-muted', bg, 'hints, weekdays, disabled days']),
  ['color-ink', 'color-accent-soft', 'highlighted menu items, hovered days'],
  ['color-accent-strong', 'color-accent-soft', 'highlighted menu items'],
  ['color-accent', 'color-paper', 'links'],
  ['color-accent', 'color-surface', 'links, step buttons'],
  ['color-on-accent', 'color-accent', 'primary buttons, selected day, toast link'],
  ['color-on-accent', 'color-accent-strong', 'hovered primary buttons'],
  ['color-danger', 'color-paper', 'field errors'],
  ['color-danger', 'color-surface', 'field errors, danger menu items'],
  ['color-danger', 'color-danger-soft', 'date picker message, highlighted danger item'],
  ['color-ink-inverse', 'color-night', 'tooltip, footer'],
  ['color-ink-inverse-muted', 'color-night', 'footer tagline and legal line'],
  ['color-accent-on-dark', 'color-night', 'hovered footer links'],
];

/** Field edges and icons that carry meaning need 3:1 (WCAG 1.4.11). */
const nonTextPairs: Array<[string, string, string]> = [
  ['color-border-field', 'color-surface', 'input and date field borders'],
  ['color-border-field', 'color-paper', 'input borders on the page'],
  ['color-focus', 'color-paper', 'focus ring'],
  ['color-focus', 'color-surface', 'focus ring on cards'],
  ['color-danger', 'color-surface', 'invalid field border, error icon'],
  ['color-success', 'color-surface', 'success icon'],
];

describe('token contrast', () => {
  it('finds the tokens it checks', () => {
    expect(tokens.size).toBeGreaterThan(15);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(textPairs)('%s on %s (%s) reaches 4.5:1', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s (%s) reaches 3:1', (edge, background) => {
    expect(contrast(colour(edge), colour(background))).toBeGreaterThanOrEqual(3);
  });
});
