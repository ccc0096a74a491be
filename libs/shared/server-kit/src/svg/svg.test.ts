import { describe, expect, it } from 'vitest';
import { avatarSvg, initialsOf } from './avatar.svg.js';
import { coverSvg } from './cover.svg.js';
import { escapeXml, wrap } from './svg-text.js';

describe('SVG text', () => {
  it('escapes the XML specials and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('wraps long titles and ellipsises what does not fit', () => {
    expect(wrap('A Court of Thorns and Roses', 14, 4)).toEqual(['A Court of', 'Thorns and', 'Roses']);
    const lines = wrap('one two three four five six seven eight nine ten eleven twelve', 8, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('takes initials from the first and last words, letters only', () => {
    expect(initialsOf('Élodie Brontë-Marsh')).toBe('ÉB');
    expect(initialsOf('Quill & Ember Books')).toBe('QB');
    expect(initialsOf('Prince')).toBe('P');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('covers and avatars', () => {
  it('are deterministic per key and differ between keys', () => {
    const a = coverSvg({ key: 'a', title: 'The Silent Guest', byline: 'Jo March' });
    expect(coverSvg({ key: 'a', title: 'The Silent Guest', byline: 'Jo March' })).toBe(a);
    const others = ['b', 'c', 'd', 'e'].map((key) => coverSvg({ key, title: 'The Silent Guest', byline: 'Jo March' }));
    expect(others.some((svg) => svg !== a)).toBe(true);
    expect(avatarSvg({ key: 'x', name: 'Jo March' })).toContain('>JM</text>');
  });
});
