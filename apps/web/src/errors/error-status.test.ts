import { notFound } from '@tanstack/react-router';
import { errorStatus, notFoundMessage, serverStatusMessage } from './error-status';

// The app loads the client lazily, so its error classes are imported the same way.
const { HttpError, NetworkError, ResponseShapeError, ValidationError } = await import('@folio/http');

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

describe('serverStatusMessage', () => {
  const answer = (status: number, message: string) =>
    new HttpError(status, message, 'some_code', { message, code: 'some_code' });

  it("is the server's own message of a 4xx answer from the API", () => {
    expect(serverStatusMessage(answer(409, 'You can keep at most 500 saved items.'))).toBe(
      'You can keep at most 500 saved items.',
    );
    expect(serverStatusMessage(answer(429, 'Too many requests. Please try again in 5 seconds.'))).toBe(
      'Too many requests. Please try again in 5 seconds.',
    );
    expect(
      serverStatusMessage(
        new ValidationError(
          'The page field must be at least 1.',
          { page: ['x'] },
          { message: 'The page field must be at least 1.' },
        ),
      ),
    ).toBe('The page field must be at least 1.');
  });

  it('is nothing for a 5xx: the screen says enough, and the server hides its internals', () => {
    expect(serverStatusMessage(answer(500, 'Server Error'))).toBeUndefined();
    expect(serverStatusMessage(answer(503, 'The service is temporarily unavailable.'))).toBeUndefined();
  });

  it('is never an internal message: a bug, a broken contract, a failed chunk, a client-made text', () => {
    expect(serverStatusMessage(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBeUndefined();
    expect(serverStatusMessage(new ResponseShapeError('/api/catalog/events', []))).toBeUndefined();
    expect(
      serverStatusMessage(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBeUndefined();
    expect(serverStatusMessage(new NetworkError(new TypeError('fetch failed')))).toBeUndefined();
    // A 4xx whose body was not the API's envelope: the message is the client's own words.
    expect(
      serverStatusMessage(new HttpError(418, 'Request failed with status 418', undefined, '<html>teapot</html>')),
    ).toBeUndefined();
    expect(serverStatusMessage({ status: 400, statusMessage: 'made up', message: 'made up' })).toBeUndefined();
    expect(serverStatusMessage(new Error('Server Error'))).toBeUndefined();
    expect(serverStatusMessage(null)).toBeUndefined();
  });
});

describe('notFoundMessage', () => {
  it('names the path that did not match', () => {
    expect(notFoundMessage('/some/path')).toBe('Page not found: /some/path');
  });
});
