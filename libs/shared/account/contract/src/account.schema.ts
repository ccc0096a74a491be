import {
  AuthMessages,
  EmailField,
  NewPasswordField,
  PresentedPasswordField,
  Timestamp,
  optionalText,
  requiredText,
} from '@folio/auth-contract';
import * as v from 'valibot';
import { COUNTRY_CODES } from './country-codes.js';

/**
 * `PUT /api/user/profile`. Changing the e-mail address needs the current password (when the
 * account has one), marks the address unverified and sends a new verification link.
 */
export const UpdateProfileInput = v.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  email: v.optional(EmailField),
  current_password: v.optional(v.pipe(v.string(), v.maxLength(256))),
});
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileInput>;

/**
 * `PUT /api/user/password`. `current_password` is required when the account has a password
 * (`User.has_password`); a social-only account sets its first password without it.
 */
export const ChangePasswordInput = v.pipe(
  v.object({
    current_password: v.optional(PresentedPasswordField),
    password: NewPasswordField,
    password_confirmation: v.string(AuthMessages.passwordConfirmation),
  }),
  // Laravel's `confirmed` rule: the error lands on `password`.
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      AuthMessages.passwordConfirmation,
    ),
    ['password'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInput>;

const CountryCode = v.pipe(
  v.string(AuthMessages.required('country code')),
  v.trim(),
  v.toUpperCase(),
  v.check((code) => COUNTRY_CODES.has(code), 'The country code field must be a valid ISO 3166-1 alpha-2 code.'),
);

const Phone = v.pipe(
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (phone) => phone === '' || /^\+?[\d\s().-]{5,32}$/.test(phone),
          'The phone field must be a valid phone number.',
        ),
      ),
    ),
    null,
  ),
  v.transform((value) => (value ? value : null)),
);

/** `POST /api/user/addresses` and `PUT /api/user/addresses/{id}`. */
export const AddressInput = v.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  line1: requiredText('line1', 200),
  line2: optionalText('line2', 200),
  city: requiredText('city'),
  region: optionalText('region'),
  postal_code: requiredText('postal code', 20),
  country_code: CountryCode,
  phone: Phone,
  /** Making one address the default clears the flag on the others. */
  is_default: v.optional(v.boolean(), false),
});
export type AddressInput = v.InferOutput<typeof AddressInput>;

export const Address = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  line1: v.string(),
  line2: v.nullable(v.string()),
  city: v.string(),
  region: v.nullable(v.string()),
  postal_code: v.string(),
  country_code: v.string(),
  phone: v.nullable(v.string()),
  is_default: v.boolean(),
  created_at: Timestamp,
});
export type Address = v.InferOutput<typeof Address>;

/** `GET /api/user/addresses`: default first, then newest. */
export const AddressList = v.object({ data: v.array(Address) });
export type AddressList = v.InferOutput<typeof AddressList>;

export const Currency = v.picklist(['GBP', 'EUR', 'USD', 'CAD', 'AUD']);
export type Currency = v.InferOutput<typeof Currency>;

/** An IANA time zone the runtime knows (`Europe/London`, `America/New_York`, `UTC`). */
export const TimeZone = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, 'The timezone field must be a valid IANA time zone.'),
);

export const Preferences = v.object({
  newsletter: v.boolean(),
  order_updates_email: v.boolean(),
  instalment_reminders_email: v.boolean(),
  currency: Currency,
  timezone: TimeZone,
});
export type Preferences = v.InferOutput<typeof Preferences>;

/** `PUT /api/user/preferences`: any subset; omitted keys keep their value. */
export const UpdatePreferencesInput = v.partial(Preferences);
export type UpdatePreferencesInput = v.InferOutput<typeof UpdatePreferencesInput>;

/** What a new account starts with. */
export const DEFAULT_PREFERENCES: Preferences = {
  newsletter: false,
  order_updates_email: true,
  instalment_reminders_email: true,
  currency: 'USD',
  timezone: 'UTC',
};
