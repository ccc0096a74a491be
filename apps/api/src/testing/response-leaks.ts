/**
 * What must never reach a response body: stack traces, SQL and server paths. Used by the
 * input-robustness suite on every answer, and by any test that wants the same guarantee.
 */

export interface LeakRule {
  name: string;
  pattern: RegExp;
}

export const LEAK_RULES: readonly LeakRule[] = [
  { name: 'stack frame', pattern: /(?:^|\\n|\n)\s*at\s+(?:async\s+)?\S.*?[(\s](?:file:|node:|\/|[A-Za-z]:\\)/ },
  { name: 'source location', pattern: /\.(?:[cm]?[jt]sx?):\d+/ },
  {
    name: 'runtime error',
    pattern:
      /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b|Cannot read propert|is not a function|is not defined\b/,
  },
  // "select" alone is plain English ("Select a country from the list."): a query selects a column
  // list (identifiers, maybe quoted and JSON-escaped, separated by commas) FROM a table.
  {
    name: 'SQL',
    pattern:
      /\bselect\s+(?:distinct\s+)?(?:\*|[\\"\w.()]+(?:\s*,\s*[\\"\w.()]+)*)\s+from\s+[\\"\w]|\binsert\s+into\b|\bupdate\s+\\?"?\w+\\?"?\s+set\b|\bdelete\s+from\b|\breturning\s+\\?"/i,
  },
  {
    name: 'database error',
    pattern:
      /syntax error at|violates|duplicate key|\brelation\s+\\?"|\bSQLSTATE\b|invalid input syntax|invalid byte sequence|out of range for type|\bPGlite\b|\bdrizzle\b/i,
  },
  {
    name: 'server path',
    pattern: /\/work\/|node_modules|file:\/\/|\/(?:home|usr|srv|opt|var|tmp)\/\w|[A-Za-z]:\\\\(?:Users|Windows|srv)/,
  },
];

/** Text a client sent, in the forms an answer may quote it: as is, and escaped inside JSON. */
function echoForms(sent: string): string[] {
  const escaped = JSON.stringify(sent).slice(1, -1);
  return escaped === sent ? [sent] : [sent, escaped];
}

/**
 * The text with every quote of the caller's own input cut out: a message that repeats the
 * rejected value ("… but received \"/work/x\"") leaks nothing the caller did not send. Strings
 * under four characters are left alone, as cutting them would hide words of a real leak.
 */
export function withoutEchoes(text: string, sent: readonly string[]): string {
  const echoes = sent
    .filter((s) => s.length >= 4)
    .flatMap(echoForms)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const echo of echoes) if (rest.includes(echo)) rest = rest.split(echo).join(' ');
  return rest;
}

/** The leak rules a response body breaks, quotes of the request (`sent`) aside. */
export function leaksIn(body: string, sent: readonly string[] = []): string[] {
  const text = withoutEchoes(body, sent);
  return LEAK_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}

/** Every string in a JSON value, keys included: what a response may quote back. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      stringsIn(item, into);
    }
  }
  return into;
}

/**
 * A message a person can read: a sentence with words, not empty, not a code, an object dump or
 * a bare "undefined" (quotes of the request, `sent`, aside).
 */
export function isHumanMessage(message: unknown, sent: readonly string[] = []): boolean {
  if (typeof message !== 'string') return false;
  const text = withoutEchoes(message, sent).trim();
  return (
    /[A-Za-z]{2,}/.test(text) &&
    /\s|[.!?]$/.test(text) &&
    !/\[object \w+\]|^undefined$|^null$/.test(text) &&
    !/^[a-z]+(?:_[a-z]+)+$/.test(text)
  );
}

/** An answer as a test client read it. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined. */
  json: unknown;
}

/**
 * What is wrong with an answer by the quality bar's input-robustness rules: a 5xx; a 4xx that
 * is not JSON `{message, code}` with a readable message; a stack trace, SQL or server path in
 * the body; a 2xx for input its contract refuses (`accepted` false). `sent` lists the strings
 * of the request, which an answer may quote back.
 */
export function answerProblems(
  answer: ReadAnswer,
  { sent, accepted }: { sent: readonly string[]; accepted: boolean },
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    const error = (answer.json ?? {}) as { message?: unknown; code?: unknown };
    if (!/application\/json/.test(answer.headers.get('content-type') ?? ''))
      problems.push(`a ${answer.status} without a JSON body`);
    if (!isHumanMessage(error.message, sent))
      problems.push(`a ${answer.status} without a readable message: ${JSON.stringify(error.message)}`);
    if (typeof error.code !== 'string' || !/^[a-z]+(?:_[a-z]+)*$/.test(error.code))
      problems.push(`a ${answer.status} without a code: ${JSON.stringify(error.code)}`);
  }
  for (const leak of leaksIn(answer.text, sent)) problems.push(`the body leaks a ${leak}`);
  if (answer.status < 300 && !accepted) problems.push(`a ${answer.status} for input the contract refuses`);
  return problems;
}
