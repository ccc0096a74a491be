import { validationFailed, type ApiError } from './api-error.js';

/**
 * Where the first NUL character sits in request input (a parsed body, a query, path parameters):
 * the dotted path of the string holding it (`items.0.title`), `_` for a key or a bare string, or
 * null. PostgreSQL text cannot store NUL, so such a value would fail as a 500 in the first query.
 */
export function nulPathOf(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, path] = item;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path || '_';
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return '_';
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** The 422 for a NUL character at `path`, worded like the other field errors. */
export function nulCharacter(path: string): ApiError {
  const message =
    path === '_'
      ? 'The request must not contain NUL characters.'
      : `The ${path.replace(/_/g, ' ')} field must not contain NUL characters.`;
  return validationFailed({ [path]: [message] });
}
