import { HttpError } from '@folio/http';
import { retryAfterSeconds } from './form-failure';

describe('retryAfterSeconds', () => {
  it("reads the wait from the answer's Retry-After header, not from its words", () => {
    expect(retryAfterSeconds(new HttpError(429, 'Too many requests.', 'too_many_requests', {}, 42))).toBe(42);
    expect(retryAfterSeconds(new HttpError(429, 'Please try again in 42 seconds.', 'too_many_requests', {}, 0))).toBe(
      0,
    );
  });

  it('has no wait when the 429 sent no header, whatever its message says, nor for other failures', () => {
    expect(
      retryAfterSeconds(new HttpError(429, 'Please try again in 42 seconds.', 'too_many_requests', {})),
    ).toBeNull();
    expect(retryAfterSeconds(new HttpError(503, 'Busy.', 'service_unavailable', {}, 5))).toBeNull();
    expect(retryAfterSeconds(new Error('Please try again in 42 seconds.'))).toBeNull();
  });
});
