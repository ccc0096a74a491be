import { describe, expect, it } from 'vitest';
import { isOrderFormOpen } from './order-form-status.js';

describe('isOrderFormOpen', () => {
  it('takes orders through the last second of the close date in UTC', () => {
    expect(isOrderFormOpen({ closed: false, closeDate: '2026-05-01' }, new Date('2026-05-01T23:59:59.999Z'))).toBe(
      true,
    );
  });

  it('stops at midnight UTC after the close date', () => {
    expect(isOrderFormOpen({ closed: false, closeDate: '2026-05-01' }, new Date('2026-05-02T00:00:00.000Z'))).toBe(
      false,
    );
  });

  it('stops when the seller closed the form, whatever the date', () => {
    expect(isOrderFormOpen({ closed: true, closeDate: '2099-01-01' }, new Date('2026-05-01T00:00:00Z'))).toBe(false);
  });
});
