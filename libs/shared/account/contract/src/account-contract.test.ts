import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountPaths } from './account.paths.js';
import { AddressInput, ChangePasswordInput, Preferences, UpdatePreferencesInput } from './account.schema.js';

const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('AccountPaths', () => {
  it('builds parameterised paths', () => {
    expect(AccountPaths.address('a1')).toBe('/api/user/addresses/a1');
  });
});

describe('account inputs', () => {
  it('lets a password change omit the current password', () => {
    expect(
      v.safeParse(ChangePasswordInput, { password: 'long enough pass', password_confirmation: 'long enough pass' })
        .success,
    ).toBe(true);
  });

  it('normalises addresses: upper-case ISO country, blanks to null, default flag off', () => {
    const parsed = v.parse(AddressInput, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      line1: '1 Signing Street',
      line2: ' ',
      city: 'London',
      postal_code: 'N1 9GU',
      country_code: 'gb',
    });
    expect(parsed).toMatchObject({ country_code: 'GB', line2: null, region: null, phone: null, is_default: false });
    expect(fieldErrors(AddressInput, { ...parsed, country_code: 'XX' })).toHaveProperty('country_code');
  });

  it('accepts known currencies and IANA zones only', () => {
    const prefs = {
      newsletter: true,
      order_updates_email: true,
      instalment_reminders_email: false,
      currency: 'GBP',
      timezone: 'Europe/London',
    };
    expect(v.safeParse(Preferences, prefs).success).toBe(true);
    expect(v.safeParse(UpdatePreferencesInput, { timezone: 'Mars/Olympus' }).success).toBe(false);
    expect(v.safeParse(UpdatePreferencesInput, { currency: 'JPY' }).success).toBe(false);
    expect(v.safeParse(UpdatePreferencesInput, {}).success).toBe(true);
  });
});
