import * as v from 'valibot';
import {
  AuthMessages,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './auth.messages.js';

/** One message per field, like Laravel's `bail`: "required" never comes with "invalid". */
const firstIssueOnly = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true });

/** A required, trimmed text field of at most `max` characters, with Laravel's messages. */
export const requiredText = (field: string, max = MAX_NAME_LENGTH) =>
  firstIssueOnly(
    v.pipe(
      v.string(AuthMessages.required(field)),
      v.trim(),
      v.nonEmpty(AuthMessages.required(field)),
      v.maxLength(max, AuthMessages.tooLong(field, max)),
    ),
  );

/** An optional text field: absent, null or blank all become null. */
export const optionalText = (field: string, max = MAX_NAME_LENGTH) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, AuthMessages.tooLong(field, max)))), null),
    v.transform((value) => (value ? value : null)),
  );

/** E-mail addresses are trimmed; case is kept as typed and compared case-insensitively by the server. */
export const EmailField = firstIssueOnly(
  v.pipe(
    v.string(AuthMessages.required('email')),
    v.trim(),
    v.nonEmpty(AuthMessages.required('email')),
    v.maxLength(MAX_EMAIL_LENGTH, AuthMessages.tooLong('email', MAX_EMAIL_LENGTH)),
    v.email(AuthMessages.emailInvalid),
  ),
);

/** A new password: length rules here, the common-password list on the server. */
export const NewPasswordField = firstIssueOnly(
  v.pipe(
    v.string(AuthMessages.required('password')),
    v.nonEmpty(AuthMessages.required('password')),
    v.minLength(MIN_PASSWORD_LENGTH, AuthMessages.passwordTooShort),
    v.maxLength(MAX_PASSWORD_LENGTH, AuthMessages.passwordTooLong),
  ),
);

/** A password being checked (login, current password): never trimmed, only bounded. */
export const PresentedPasswordField = firstIssueOnly(
  v.pipe(
    v.string(AuthMessages.required('password')),
    v.nonEmpty(AuthMessages.required('password')),
    v.maxLength(MAX_PASSWORD_LENGTH, AuthMessages.passwordTooLong),
  ),
);

/** ISO 8601 timestamps as the API writes them. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());
