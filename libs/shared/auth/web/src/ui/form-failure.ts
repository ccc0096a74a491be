import { errorMessage, isHttpErrorLike, validationErrorsOf } from '@folio/http';
import type { FieldErrors } from '@folio/ui-kit';

export interface FormFailure {
  /** A 422's messages for fields the form shows. */
  fieldErrors: FieldErrors;
  /** Everything else, for a notice above the form: 429, messages for fields not on the form, outages. */
  message: string | null;
}

/** What a failed submit shows, and where: in the fields' slots or in a notice. */
export function formFailure(error: unknown, fields: readonly string[]): FormFailure {
  const errors = validationErrorsOf(error);
  if (errors) {
    const fieldErrors: FieldErrors = {};
    const rest: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      if (fields.includes(field)) fieldErrors[field] = messages;
      else rest.push(...messages);
    }
    const message =
      rest.length > 0 ? rest.join(' ') : Object.keys(fieldErrors).length === 0 ? (error as Error).message : null;
    return { fieldErrors, message };
  }
  return { fieldErrors: {}, message: errorMessage(error) };
}

/** Seconds to wait after a 429, from its `Retry-After` header (`HttpError.retryAfterSeconds`), when it sent one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isHttpErrorLike(error, 429)) return null;
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
}
