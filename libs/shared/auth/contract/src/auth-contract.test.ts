import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterInput, ResetPasswordInput } from './auth-input.schema.js';
import { AuthMessages, MIN_PASSWORD_LENGTH } from './auth.messages.js';
import { AuthPaths } from './auth.paths.js';
import { User } from './user.schema.js';

const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('AuthPaths', () => {
  it('keeps the paths of spec section 7 and builds parameterised ones', () => {
    expect(AuthPaths.login).toBe('/login');
    expect(AuthPaths.verificationNotification).toBe('/email/verification-notification');
    expect(AuthPaths.socialRedirect('google')).toBe('/api/auth/google/redirect/user');
    expect(AuthPaths.socialConnect('facebook')).toBe('/api/social/facebook/connect/user');
    expect(AuthPaths.socialDisconnect('google')).toBe('/api/social/google');
  });
});

describe('RegisterInput', () => {
  const valid = {
    first_name: ' Ada ',
    last_name: 'Lovelace',
    email: ' ada@example.com ',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
  };

  it('trims names and e-mail and keeps the password as typed', () => {
    expect(v.parse(RegisterInput, valid)).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
  });

  it('answers Laravel wording per field', () => {
    expect(fieldErrors(RegisterInput, { ...valid, first_name: '  ', email: 'nope' })).toEqual({
      first_name: ['The first name field is required.'],
      email: ['The email field must be a valid email address.'],
    });
    expect(fieldErrors(RegisterInput, { ...valid, password: 'short', password_confirmation: 'short' })).toEqual({
      password: [`The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`],
    });
    expect(fieldErrors(RegisterInput, { ...valid, password_confirmation: 'something else entirely' })).toEqual({
      password: [AuthMessages.passwordConfirmation],
    });
  });
});

describe('other inputs', () => {
  it('requires e-mail and password on login without judging the password length', () => {
    expect(v.safeParse(LoginInput, { email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(fieldErrors(LoginInput, { email: '', password: '' })).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('checks the reset confirmation', () => {
    expect(
      v.safeParse(ResetPasswordInput, {
        token: 't',
        email: 'a@b.co',
        password: 'long enough pass',
        password_confirmation: 'long enough pass',
      }).success,
    ).toBe(true);
  });
});

describe('answers', () => {
  it('parses a user with profiles keyed by kind', () => {
    const user = {
      id: 'u1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      email_verified_at: '2026-06-01T10:00:00.000Z',
      has_password: true,
      profiles: {
        profile: [{ id: 'p1', kind: 'profile', name: 'Ada', slug: 'ada' }],
        seller: [],
        vendor: [],
        event_manager: [],
      },
    };
    expect(v.parse(User, user)).toEqual(user);
    expect(v.safeParse(User, { ...user, profiles: { profile: [] } }).success).toBe(false);
  });
});
