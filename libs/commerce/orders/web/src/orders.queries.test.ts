import { HttpError } from '@folio/http';
import { retryUnlessRefused } from './orders.queries';

describe('retryUnlessRefused', () => {
  it('gives up at once on a refusal and tries an outage twice more', () => {
    const answer = (status: number) => new HttpError(status, 'x', undefined, {});
    expect(retryUnlessRefused(0, answer(404))).toBe(false);
    expect(retryUnlessRefused(0, answer(503))).toBe(true);
    expect(retryUnlessRefused(1, new TypeError('network'))).toBe(true);
    expect(retryUnlessRefused(2, answer(503))).toBe(false);
  });
});
