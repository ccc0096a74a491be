import { describe, expect, it } from 'vitest';
import { profileSlug } from './user.repo.js';

describe('a profile slug', () => {
  it('is the name in plain Latin letters with a random suffix', () => {
    expect(profileSlug('Zoë Brontë-Lovelace')).toMatch(/^zoe-bronte-lovelace-[0-9a-f]{12}$/);
    expect(profileSlug('李雷')).toMatch(/^reader-[0-9a-f]{12}$/);
  });

  it('does not repeat among ten thousand readers of the same name', () => {
    // Every name without a Latin letter has the base `reader`; 24 random bits gave a few repeats here.
    const slugs = Array.from({ length: 10_000 }, () => profileSlug('李雷'));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
