import { notFound } from '@tanstack/react-router';
import { errorStatus, errorStatusMessage, notFoundMessage } from './error-status';

describe('errorStatus', () => {
  it('reads 404 from the router not-found', () => {
    expect(errorStatus(notFound())).toBe(404);
  });

  it('reads a numeric status from the http client error', () => {
    class HttpError extends Error {
      constructor(readonly status: number) {
        super('Forbidden');
      }
    }
    expect(errorStatus(new HttpError(403))).toBe(403);
  });

  it('reads the status of a raw response error', () => {
    expect(errorStatus({ response: { status: 503 } })).toBe(503);
  });

  it('has no status for plain errors', () => {
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus('boom')).toBeUndefined();
    expect(errorStatus({ status: '500' })).toBeUndefined();
  });
});

describe('errorStatusMessage', () => {
  it('prefers the status message, then the message', () => {
    expect(errorStatusMessage({ statusMessage: 'Service Unavailable', message: 'ignored' })).toBe(
      'Service Unavailable',
    );
    expect(errorStatusMessage(new Error('Server Error'))).toBe('Server Error');
    expect(errorStatusMessage(new Error(''))).toBeUndefined();
    expect(errorStatusMessage(null)).toBeUndefined();
  });
});

describe('notFoundMessage', () => {
  it('names the path that did not match', () => {
    expect(notFoundMessage('/some/path')).toBe('Page not found: /some/path');
  });
});
