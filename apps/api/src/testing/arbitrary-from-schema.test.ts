import { AddressInput, UpdateProfileInput } from '@folio/account-contract';
import {
  DevSsoTicketInput,
  FacebookAutoLoginInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  SsoValidateInput,
  VerifyEmailInput,
} from '@folio/auth-contract';
import { EventListQuery } from '@folio/events-contract';
import { PageQuery } from '@folio/http-contract';
import { MergeSavedInput, ResolveSavedInput, SavedTargetParams } from '@folio/saved-contract';
import { SearchQuery } from '@folio/search-contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  nearMissFromSchema,
  numericKeysOf,
  requiredKeysOf,
  validFromSchema,
  withKey,
  type NearMissKind,
} from './arbitrary-from-schema.js';

/** Every shape the converter reads, in one schema. */
const Everything = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  code: v.pipe(v.string(), v.length(3)),
  email: v.pipe(v.string(), v.email()),
  id: v.pipe(v.string(), v.uuid()),
  at: v.pipe(v.string(), v.isoTimestamp()),
  slug: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  site: v.pipe(v.string(), v.url()),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  ratio: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  flag: v.boolean(),
  size: v.picklist(['s', 'm', 'l']),
  kind: v.literal('book'),
  note: v.nullable(v.string()),
  later: v.optional(v.string(), 'default'),
  maybe: v.nullish(v.number()),
  tags: v.pipe(v.array(v.string()), v.maxLength(3)),
  some: v.pipe(v.array(v.boolean()), v.nonEmpty()),
  short: v.pipe(v.string(), v.maxLength(4), v.trim()),
  pair: v.tuple([v.string(), v.number()]),
  shape: v.variant('type', [
    v.object({ type: v.literal('circle'), r: v.number() }),
    v.object({ type: v.literal('dot') }),
  ]),
  either: v.union([v.string(), v.number()]),
  nested: v.object({ deep: v.pipe(v.string(), v.minLength(2)) }),
});

/** Contracts whose every rule the schema shows (no opaque check), so every generated value passes. */
const TRANSPARENT: ReadonlyArray<[string, v.GenericSchema]> = [
  ['synthetic, every shape', Everything],
  ['LoginInput', LoginInput],
  ['ForgotPasswordInput', ForgotPasswordInput],
  ['VerifyEmailInput', VerifyEmailInput],
  ['SsoValidateInput', SsoValidateInput],
  ['DevSsoTicketInput', DevSsoTicketInput],
  ['UpdateProfileInput', UpdateProfileInput],
  ['FacebookAutoLoginInput', FacebookAutoLoginInput],
  ['MergeSavedInput', MergeSavedInput],
  ['ResolveSavedInput', ResolveSavedInput],
  ['SavedTargetParams', SavedTargetParams],
  ['PageQuery', PageQuery],
  ['SearchQuery', SearchQuery],
  ['EventListQuery', EventListQuery],
];

describe('validFromSchema', () => {
  it.each(TRANSPARENT)('generates only values %s accepts', (_name, schema) => {
    fc.assert(
      fc.property(validFromSchema(schema), (value) => v.is(schema, value)),
      { numRuns: 300 },
    );
  });

  it('takes field arbitraries for what a check hides (a country list) and ties fields together with derive', () => {
    const address = validFromSchema(AddressInput, {
      fields: { country_code: fc.constantFrom('GB', 'fr'), phone: fc.constantFrom(null, '+44 20 7946 0000') },
    });
    fc.assert(
      fc.property(address, (value) => v.is(AddressInput, value)),
      { numRuns: 300 },
    );

    const register = validFromSchema(RegisterInput, {
      derive: (value) => ({ ...value, password_confirmation: value['password'] }),
    });
    const values = fc.sample(register, 500) as Array<Record<string, unknown>>;
    const tied = values.filter((value) => value['password'] === value['password_confirmation']);
    expect(tied.every((value) => v.is(RegisterInput, value))).toBe(true);
    // Most are tied; the rest try the mismatch the cross-field check exists for.
    expect(tied.length).toBeGreaterThan(values.length * 0.7);
    expect(tied.length).toBeLessThan(values.length);
  });

  it('sends trimmed fields with the spaces a form leaves around them, and optional keys both present and absent', () => {
    const values = fc.sample(validFromSchema(Everything), 500) as Array<Record<string, unknown>>;
    expect(values.some((value) => typeof value['name'] === 'string' && value['name'] !== value['name'].trim())).toBe(
      true,
    );
    expect(values.some((value) => 'later' in value)).toBe(true);
    expect(values.some((value) => !('later' in value))).toBe(true);
  });

  it('writes numbers that travel as text (query parameters) as the digits the rules after toNumber allow', () => {
    const pages = fc.sample(validFromSchema(PageQuery), 500) as Array<Record<string, string>>;
    expect(pages.every((query) => Object.values(query).every((text) => /^\d+$/.test(text)))).toBe(true);
    expect(pages.some((query) => 'page' in query)).toBe(true);
  });

  it('refuses, by name, a schema type it cannot generate yet, so a new contract cannot silently go untested', () => {
    expect(() => validFromSchema(v.object({ when: v.date() }))).toThrow(/no generator for valibot "date"/);
  });
});

describe('nearMissFromSchema', () => {
  it.each(TRANSPARENT)(
    'never lets a wrong type, a missing required field or a non-object body pass %s',
    (_name, schema) => {
      const mustFail = nearMissFromSchema(schema).filter(({ how }) =>
        ['wrong-type', 'missing-required', 'whole-body'].includes(how),
      );
      fc.assert(
        fc.property(mustFail, ({ value }) => !v.is(schema, value)),
        { numRuns: 300 },
      );
    },
  );

  it('makes every kind of near miss for an object with required fields', () => {
    const kinds = new Set(fc.sample(nearMissFromSchema(LoginInput), 2_000).map(({ how }) => how));
    expect([...kinds].sort()).toEqual(
      (
        [
          'extra-keys',
          'missing-required',
          'nasty-string',
          'nested',
          'prototype-key',
          'raw-number',
          'whole-body',
          'wrong-type',
        ] satisfies NearMissKind[]
      ).sort(),
    );
  });

  it('puts __proto__ and constructor in the JSON as own keys, where JSON.stringify keeps them', () => {
    expect(JSON.stringify(withKey({ a: 1 }, '__proto__', { polluted: 'yes' }))).toBe(
      '{"a":1,"__proto__":{"polluted":"yes"}}',
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('numericKeysOf', () => {
  it('lists the keys whose text is read as a number', () => {
    expect(numericKeysOf(EventListQuery)).toEqual(['page', 'per_page']);
    expect(numericKeysOf(SearchQuery)).toEqual(['limit']);
    expect(numericKeysOf(LoginInput)).toEqual([]);
  });
});

describe('requiredKeysOf', () => {
  it('lists the keys a body must carry, not the optional or defaulted ones', () => {
    expect(requiredKeysOf(LoginInput)).toEqual(['email', 'password']);
    expect(requiredKeysOf(AddressInput).sort()).toEqual([
      'city',
      'country_code',
      'first_name',
      'last_name',
      'line1',
      'postal_code',
    ]);
  });
});
