import fc from 'fast-check';
import * as v from 'valibot';

/**
 * fast-check arbitraries read from a valibot schema, for the input-robustness suite:
 * `validFromSchema` builds values that respect the schema's types, picklists, lengths and
 * formats, `nearMissFromSchema` breaks them one field at a time the way real clients and
 * attackers do. Only the schema's public shape is read (`type`, `entries`, `pipe`, …), so a
 * contract change shows up in the generated bodies without touching the tests.
 */

/** What the schema cannot say on its own. */
export interface SchemaHints {
  /**
   * Arbitraries for fields (by key, at any depth) whose rule is an opaque `check`, such as a
   * country-code list, or whose useful values live in the database (ids of existing rows).
   */
  fields?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  /**
   * Ties between fields that a cross-field check expects (`password_confirmation` equal to
   * `password`); applied to most valid values, so the mismatching ones are tried too.
   */
  derive?: (value: Record<string, unknown>) => Record<string, unknown>;
}

/** The parts of a valibot schema or action this module reads. */
interface Node {
  kind: string;
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  items?: readonly Node[];
  options?: readonly unknown[];
  enum?: Record<string, unknown>;
  literal?: unknown;
  requirement?: unknown;
  pipe?: readonly Node[];
}

const asNode = (schema: v.GenericSchema): Node => schema as unknown as Node;
const asSchema = (node: Node): v.GenericSchema => node as unknown as v.GenericSchema;

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'undefinedable', 'nullish']);
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** The schema under its pipe (`v.pipe(v.string(), …)` → the string schema). */
function baseOf(node: Node): Node {
  let current = node;
  while (current.pipe && current.pipe[0] && current.pipe[0] !== current) current = current.pipe[0];
  return current;
}

/** Every action of a schema's pipes, innermost first. */
function actionsOf(node: Node): Node[] {
  if (!node.pipe || !node.pipe[0] || node.pipe[0] === node) return [];
  return [...actionsOf(node.pipe[0]), ...node.pipe.slice(1).filter((item) => item.kind !== 'schema')];
}

const isOptional = (node: Node) => OPTIONAL_TYPES.has(baseOf(node).type);
const requiredOf = (entries: Record<string, Node>) =>
  Object.entries(entries).flatMap(([key, node]) => (isOptional(node) ? [] : [key]));

/** The schema a wrapper (optional, nullable, …) holds; every wrapper type has one. */
function wrappedOf(node: Node): Node {
  if (!node.wrapped) throw new Error(`arbitrary-from-schema: a valibot "${node.type}" schema without a wrapped schema`);
  return node.wrapped;
}

/** Keys of an object schema a body must carry. */
export function requiredKeysOf(schema: v.GenericSchema): string[] {
  return requiredOf(baseOf(asNode(schema)).entries ?? {});
}

/** The entries of an object schema (under its pipe), or null for any other schema. */
export function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> | null {
  const base = baseOf(asNode(schema));
  if (!OBJECT_TYPES.has(base.type) || !base.entries) return null;
  return Object.fromEntries(Object.entries(base.entries).map(([key, node]) => [key, asSchema(node)]));
}

/** Keys of an object schema whose text is read as a number (`v.pipe(v.string(), v.toNumber(), …)`). */
export function numericKeysOf(schema: v.GenericSchema): string[] {
  return Object.entries(baseOf(asNode(schema)).entries ?? {}).flatMap(([key, entry]) => {
    const inner = isOptional(entry) ? wrappedOf(baseOf(entry)) : entry;
    return actionsOf(inner).some((action) => action.type === 'to_number') ? [key] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Valid-looking values
// ---------------------------------------------------------------------------------------------

/** Letters a name or an address may really hold, beyond ASCII. */
const WORLD_LETTERS = ['é', 'ß', 'Ł', 'ø', 'ñ', 'ç', 'Ж', 'λ', '李', 'ア', 'ש', 'ش', 'ह', '한', '🙂', '📚'];
const wordUnit = fc.oneof(
  { arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), weight: 12 },
  { arbitrary: fc.constantFrom(' ', '-', "'", '.', ','), weight: 2 },
  { arbitrary: fc.constantFrom(...WORLD_LETTERS), weight: 2 },
);

interface StringRules {
  min: number;
  max: number;
  /** The value is trimmed before any length rule reads it, so spaces around it are free. */
  trims: boolean;
  patterns: RegExp[];
  url: boolean;
}

function stringRules(actions: readonly Node[]): StringRules {
  const rules: StringRules = { min: 0, max: Number.POSITIVE_INFINITY, trims: false, patterns: [], url: false };
  let lengthChecked = false;
  for (const action of actions) {
    const requirement = action.requirement;
    if (['non_empty', 'min_length', 'max_length', 'length'].includes(action.type)) lengthChecked = true;
    if (action.type === 'trim') rules.trims = !lengthChecked;
    else if (action.type === 'non_empty') rules.min = Math.max(rules.min, 1);
    else if (action.type === 'min_length' && typeof requirement === 'number')
      rules.min = Math.max(rules.min, requirement);
    else if (action.type === 'max_length' && typeof requirement === 'number')
      rules.max = Math.min(rules.max, requirement);
    else if (action.type === 'length' && typeof requirement === 'number') {
      rules.min = requirement;
      rules.max = requirement;
    } else if (action.type === 'url') rules.url = true;
    else if (action.kind === 'validation' && requirement instanceof RegExp) rules.patterns.push(requirement);
  }
  return rules;
}

function fitsLength(value: string, { min, max }: StringRules) {
  return value.length >= min && value.length <= max;
}

function stringFrom(actions: readonly Node[]): fc.Arbitrary<string> {
  const rules = stringRules(actions);
  const [first, ...others] = rules.patterns;
  if (first) {
    // Formats (e-mail, UUID, ISO timestamp, regex) come from the pattern itself. fast-check cannot
    // read the `i` flag: generate from the case-sensitive pattern, then upper-case some values.
    const caseless = first.flags.includes('i');
    const matching = fc.stringMatching(caseless ? new RegExp(first.source, first.flags.replace('i', '')) : first);
    const cased = caseless
      ? fc.tuple(matching, fc.boolean()).map(([value, upper]) => (upper ? value.toUpperCase() : value))
      : matching;
    return cased.filter((value) => fitsLength(value, rules) && others.every((pattern) => pattern.test(value)));
  }
  if (rules.url) return fc.webUrl().filter((value) => fitsLength(value, rules));

  const { min, max } = rules;
  const longest = Math.min(max, min + 40);
  const text = fc.string({ unit: wordUnit, minLength: 0, maxLength: Math.max(0, longest - 1) }).map((rest) => {
    let value = `a${rest}`.slice(0, max);
    if (rules.trims) value = value.trim();
    return value.length < min ? value.padEnd(min, 'x') : value;
  });
  const boundaries = [min, max].filter((n) => Number.isFinite(n) && n > 0 && n <= 10_000).map((n) => 'x'.repeat(n));
  const variants: Array<fc.WeightedArbitrary<string>> = [{ arbitrary: text, weight: 8 }];
  if (min === 0) variants.push({ arbitrary: fc.constant(''), weight: 1 });
  if (boundaries.length > 0) variants.push({ arbitrary: fc.constantFrom(...boundaries), weight: 1 });
  const value = fc.oneof(...variants);
  // A trimmed field accepts what a form sends: the same text with spaces around it.
  return rules.trims ? fc.tuple(value, fc.boolean()).map(([s, pad]) => (pad && s ? ` ${s} ` : s)) : value;
}

function numberFrom(actions: readonly Node[]): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const action of actions) {
    const requirement = action.requirement;
    if (action.type === 'integer' || action.type === 'safe_integer') integer = true;
    else if ((action.type === 'min_value' || action.type === 'gt_value') && typeof requirement === 'number')
      min = Math.max(min, requirement);
    else if ((action.type === 'max_value' || action.type === 'lt_value') && typeof requirement === 'number')
      max = Math.min(max, requirement);
  }
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayBounds(actions: readonly Node[]) {
  let minLength = 0;
  let maxLength = 4;
  for (const action of actions) {
    const requirement = action.requirement;
    if (action.type === 'non_empty') minLength = Math.max(minLength, 1);
    else if (action.type === 'min_length' && typeof requirement === 'number')
      minLength = Math.max(minLength, requirement);
    else if (action.type === 'max_length' && typeof requirement === 'number')
      maxLength = Math.min(maxLength, requirement);
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

function validFrom(node: Node, hints: SchemaHints, key?: string): fc.Arbitrary<unknown> {
  const hinted = key === undefined ? undefined : hints.fields?.[key];
  if (hinted) return hinted;
  const base = baseOf(node);
  const actions = actionsOf(node);
  switch (base.type) {
    case 'string': {
      // A number that travels as text (a query parameter): the rules after the conversion are a number's.
      const converted = actions.findIndex((action) => action.type === 'to_number');
      return converted === -1 ? stringFrom(actions) : numberFrom(actions.slice(converted + 1)).map(String);
    }
    case 'number':
      return numberFrom(actions);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(base.literal);
    case 'picklist':
      return fc.constantFrom(...(base.options ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(base.enum ?? {}));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return validFrom(wrappedOf(base), hints, key);
    case 'nullable':
    case 'nullish':
      return fc.oneof(
        { arbitrary: validFrom(wrappedOf(base), hints, key), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'array':
      if (!base.item) throw new Error('arbitrary-from-schema: a valibot array schema without an item schema');
      return fc.array(validFrom(base.item, hints), arrayBounds(actions));
    case 'tuple':
      return fc.tuple(...(base.items ?? []).map((item) => validFrom(item, hints)));
    case 'union':
    case 'variant':
      return fc.oneof(...(base.options as Node[]).map((option) => validFrom(option, hints, key)));
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      if (OBJECT_TYPES.has(base.type)) return objectFrom(base, hints);
      throw new Error(`arbitrary-from-schema: no generator for valibot "${base.type}" schemas yet; add one.`);
  }
}

function objectFrom(base: Node, hints: SchemaHints): fc.Arbitrary<Record<string, unknown>> {
  const entries = base.entries ?? {};
  const model = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, validFrom(entry, hints, key)]));
  return fc.record(model, { requiredKeys: requiredOf(entries) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values that respect the schema as far as its shape tells (opaque `check`s aside, see hints). */
export function validFromSchema(schema: v.GenericSchema, hints: SchemaHints = {}): fc.Arbitrary<unknown> {
  const value = validFrom(asNode(schema), hints);
  const { derive } = hints;
  if (!derive) return value;
  const tied = value.map((v) => (isPlainObject(v) ? derive(v) : v));
  return fc.oneof({ arbitrary: tied, weight: 9 }, { arbitrary: value, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Near misses
// ---------------------------------------------------------------------------------------------

/**
 * Strings that break naive code: sizes, encodings, control and invisible characters, numbers
 * in disguise, injection payloads. Some are valid for a given field, which is the point: the
 * server must answer every one of them cleanly, not reject them all.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a\u0000b',
  '\u0000',
  'line\r\nSet-Cookie: injected=1',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '𝕱𝖔𝖑𝖎𝖔',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[object Object]',
  "' OR '1'='1",
  "Robert'); DROP TABLE users;--",
  '"; select pg_sleep(1); --',
  '\\',
  '%s%s%s%n',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'a@b',
  '@',
  'A@EXAMPLE.COM',
  'user@localhost',
  'name@xn--80ak6aa92e.com',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '{00000000-0000-0000-0000-000000000000}',
  '2026-01-01T00:00:00,5Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+23:59',
];

/** Arbitrary nasty strings: the fixed list, huge ones, and random code points. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(257, 1_025, 4_097, 20_000, 100_000).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom('🙂', 'é', '\u0000').map((c) => c.repeat(2_000)), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.emailAddress(), weight: 1 },
);

/** Values of every JSON type, including the awkward ones. */
const OTHER_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  'text',
  '0',
  '1',
  [],
  [null],
  ['text'],
  [[[[]]]],
  {},
  { $ne: null },
  { toString: 'x' },
  { valueOf: {} },
];

/** Nesting deep enough to hurt naive recursion, not the body limit. */
const nested = fc.integer({ min: 2, max: 30 }).chain((depth) =>
  fc.constantFrom('array', 'object').map((shape) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i++) value = shape === 'array' ? [value] : { a: value };
    return value;
  }),
);

/** Values the field's schema rejects, of another type or shape. */
function wrongValueFor(schema: v.GenericSchema): fc.Arbitrary<unknown> | null {
  const rejected = OTHER_TYPES.filter((value) => !v.is(schema, value));
  if (rejected.length === 0) return null;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...rejected), weight: 4 },
    { arbitrary: nested.filter((value) => !v.is(schema, value)), weight: 1 },
  );
}

/** Keys clients should never be able to set, and keys that collide with Object.prototype. */
const EXTRA_KEYS = [
  'id',
  'user_id',
  'email_verified_at',
  'password_hash',
  'is_admin',
  'role',
  'created_at',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '$where',
  '',
  ' ',
  'a.b',
  'items[0]',
];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A marker the body serializer turns into raw JSON number text JSON.stringify cannot write. */
export const RAW_NUMBER_MARK = '\u0000fuzz-raw-number:';
export const RAW_NUMBER_TEXTS = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '0.1e2',
  '1E2',
  '-0.0',
] as const;
const rawNumber = fc.constantFrom(...RAW_NUMBER_TEXTS).map((text) => `${RAW_NUMBER_MARK}${text}`);

/** A copy of `value` with one own key set, `__proto__` included (as an own, enumerable key). */
export function withKey(value: Record<string, unknown>, key: string, next: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withoutKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** How a near miss was made, for reports and statistics. */
export type NearMissKind =
  | 'wrong-type'
  | 'missing-required'
  | 'extra-keys'
  | 'prototype-key'
  | 'nasty-string'
  | 'raw-number'
  | 'nested'
  | 'whole-body';

export interface NearMiss {
  how: NearMissKind;
  value: unknown;
}

/**
 * Values one step away from valid: one field of another type, a required field missing,
 * extra or prototype-polluting keys, nasty strings and raw numbers in place of a field, deep
 * nesting, or a body that is not an object at all. `wrong-type`, `missing-required` and
 * `whole-body` values never pass the schema; the others may, and must still be answered cleanly.
 */
export function nearMissFromSchema(schema: v.GenericSchema, hints: SchemaHints = {}): fc.Arbitrary<NearMiss> {
  const entries = entriesOf(schema);
  const wholeBody = fc
    .oneof(
      fc.constantFrom(...OTHER_TYPES),
      nested,
      nastyString,
      fc.array(validFromSchema(schema, hints), { minLength: 1, maxLength: 3 }),
    )
    .filter((value) => !v.is(schema, value))
    .map((value): NearMiss => ({ how: 'whole-body', value }));
  if (!entries || Object.keys(entries).length === 0) {
    const wrong = wrongValueFor(schema);
    return fc.oneof(
      wholeBody,
      ...(wrong ? [wrong.map((value): NearMiss => ({ how: 'wrong-type', value }))] : []),
      nastyString.map((value): NearMiss => ({ how: 'nasty-string', value })),
    );
  }

  const base = validFromSchema(schema, hints).filter(isPlainObject);
  const keys = Object.keys(entries);
  const required = requiredKeysOf(schema);
  const wrongByKey = Object.entries(entries).flatMap(([key, entry]) => {
    const wrong = wrongValueFor(entry);
    return wrong ? [{ key, wrong }] : [];
  });

  const variants: Array<fc.WeightedArbitrary<NearMiss>> = [
    { arbitrary: wholeBody, weight: 2 },
    {
      arbitrary: fc
        .tuple(
          base,
          fc.uniqueArray(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), {
            minLength: 1,
            maxLength: 4,
          }),
          fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 4, maxLength: 4 }),
        )
        .map(
          ([value, extra, values]): NearMiss => ({
            how: 'extra-keys',
            value: extra.reduce((acc, key, i) => withKey(acc, key, values[i]), value),
          }),
        ),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(base, fc.constantFrom('__proto__', 'constructor')).map(
        ([value, key]): NearMiss => ({
          how: 'prototype-key',
          value: withKey(value, key, key === '__proto__' ? { polluted: 'yes' } : { prototype: { polluted: 'yes' } }),
        }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(base, fc.constantFrom(...keys), nastyString)
        .map(([value, key, text]): NearMiss => ({ how: 'nasty-string', value: withKey(value, key, text) })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(base, fc.constantFrom(...keys), rawNumber)
        .map(([value, key, raw]): NearMiss => ({ how: 'raw-number', value: withKey(value, key, raw) })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(base, fc.constantFrom(...keys), nested)
        .map(([value, key, deep]): NearMiss => ({ how: 'nested', value: withKey(value, key, deep) })),
      weight: 1,
    },
  ];
  if (wrongByKey.length > 0) {
    variants.push({
      arbitrary: fc
        .constantFrom(...wrongByKey)
        .chain(({ key, wrong }) => fc.tuple(base, fc.constant(key), wrong))
        .map(([value, key, wrong]): NearMiss => ({ how: 'wrong-type', value: withKey(value, key, wrong) })),
      weight: 4,
    });
  }
  if (required.length > 0) {
    variants.push({
      arbitrary: fc
        .tuple(base, fc.subarray(required, { minLength: 1 }))
        .map(([value, missing]): NearMiss => ({ how: 'missing-required', value: missing.reduce(withoutKey, value) })),
      weight: 3,
    });
  }
  return fc.oneof(...variants);
}
