import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, ResponseShapeError, ValidationError } from './errors.js';
import {
  errorCode,
  errorMessage,
  errorStatus,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  validationErrorsOf,
} from './error-message.js';

describe('errorMessage', () => {
  it("shows the server's own message for a refused request", () => {
    expect(errorMessage(new HttpError(409, 'You can save up to 200 items.', 'saved_limit', {}), 'Could not save')).toBe(
      'You can save up to 200 items.',
    );
  });

  it('shows the fallback, never internals, for a server failure, a broken answer or a bug', () => {
    expect(
      errorMessage(
        new HttpError(500, 'relation "carts" does not exist', undefined, {}),
        'Error adding product to cart',
      ),
    ).toBe('Error adding product to cart');
    expect(errorMessage(new ResponseShapeError('/api/x', []), 'Could not load')).toBe('Could not load');
    expect(errorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('says to check the connection when the server could not be reached', () => {
    expect(errorMessage(new NetworkError(new TypeError('fetch failed')), 'ignored')).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('error shape readers', () => {
  it('read status, code and field errors from the client errors', () => {
    const error = new ValidationError('The email is taken.', { email: ['The email is taken.'] }, {});
    expect(errorStatus(error)).toBe(422);
    expect(errorCode(error)).toBe('validation_failed');
    expect(validationErrorsOf(error)).toEqual({ email: ['The email is taken.'] });
    expect(validationErrorsOf(new HttpError(400, 'Bad', undefined, {}))).toBeNull();
    expect(errorStatus(new Error('plain'))).toBeUndefined();
  });
});
