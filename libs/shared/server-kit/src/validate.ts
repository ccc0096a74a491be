import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validationFailed } from './api-error.js';
import { nulCharacter, nulPathOf } from './nul-character.js';

/** Dotted field path of a standard-schema issue (`items.0.quantity`), or `_` for the whole input. */
function fieldOf(issue: StandardSchemaV1.Issue): string {
  const path = issue.path?.map((segment) =>
    typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment),
  );
  return path && path.length > 0 ? path.join('.') : '_';
}

/**
 * A required key that is not there at all. Valibot words it "Invalid key: Expected "x" but received
 * undefined" whatever the field's own messages say (they apply to a value that is there), so every
 * such key is worded the same way here, as Laravel would: "The x field is required."
 */
function missingKeyMessage(issue: StandardSchemaV1.Issue): string | null {
  const { kind, received, expected } = issue as { kind?: unknown; received?: unknown; expected?: unknown };
  if (kind !== 'schema' || received !== 'undefined' || typeof expected !== 'string') return null;
  const key = /^"(.+)"$/.exec(expected)?.[1];
  return key === undefined ? null : `The ${key} field is required.`;
}

export function issuesToFieldErrors(issues: readonly StandardSchemaV1.Issue[]): Record<string, string[]> {
  // No prototype: a field named `constructor`, `toString` or `__proto__` (an unknown key a strict
  // object refuses) is a key like any other, not a method of Object to push to.
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) (errors[fieldOf(issue)] ??= []).push(missingKeyMessage(issue) ?? issue.message);
  return errors;
}

/**
 * Validates one request target with a contract schema; a failure is a 422 with Laravel's
 * `{message, errors}` body. Handlers read the typed value with `c.req.valid(target)`. A NUL
 * character in any value (a query string, a path parameter) is a 422 for its field as well:
 * PostgreSQL text cannot hold one, so it would otherwise fail as a 500 in the first query.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(
  target: Target,
  schema: Schema,
) {
  return sValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(issuesToFieldErrors(result.error));
    const nul = nulPathOf(result.data);
    if (nul !== null) throw nulCharacter(nul);
  });
}
