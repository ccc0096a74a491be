import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.js';

describe('greeting', () => {
  it('greets by name', () => {
    expect(greeting('Ada')).toBe('Hello, Ada');
  });
});
