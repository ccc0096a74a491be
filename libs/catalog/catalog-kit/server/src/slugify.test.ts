import { describe, expect, it } from 'vitest';
import { slugify, slugRegistry } from './slugify.js';

describe('slugify', () => {
  it('folds accents and letters without a decomposition, and joins words with dashes', () => {
    expect(slugify('Élodie Brontë-Marsh')).toBe('elodie-bronte-marsh');
    expect(slugify('Søren Lindqvist')).toBe('soren-lindqvist');
    expect(slugify("Aoife O'Sullivan")).toBe('aoife-o-sullivan');
    expect(slugify('Quill & Ember Books')).toBe('quill-and-ember-books');
    expect(slugify('Straße & Œuvre')).toBe('strasse-and-oeuvre');
  });

  it('numbers repeats', () => {
    const slug = slugRegistry();
    expect([slug('Book Signing'), slug('Book signing!'), slug('book-signing')]).toEqual([
      'book-signing',
      'book-signing-2',
      'book-signing-3',
    ]);
  });
});
