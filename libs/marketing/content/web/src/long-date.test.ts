import { formatLongDate } from '@folio/formatting';
import { longDate } from './long-date';

describe('the long date of a post', () => {
  it('reads exactly as the shared long date formatter reads it, across months and day boundaries', () => {
    for (const iso of [
      '2026-11-02T12:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
      '2024-02-29T10:00:00.000Z',
      '2026-09-15T04:30:00+02:00',
    ]) {
      expect(longDate(iso), iso).toBe(formatLongDate(iso));
    }
  });
});
