/** A decoded Stripe request body: `a[b][c]=v` nests, `a[]=v` and `a[0]=v` make arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const head = /^[^[]+/.exec(name)?.[0] ?? name;
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function setPath(target: FormObject | FormValue[], path: string[], value: string) {
  const [key, ...rest] = path as [string, ...string[]];
  const container = target as Record<string, FormValue>;
  const slot =
    Array.isArray(target) && (key === '' || /^\d+$/.test(key)) ? (key === '' ? String(target.length) : key) : key;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const nextIsArray = rest[0] === '' || /^\d+$/.test(rest[0]!);
  container[slot] ??= nextIsArray ? [] : {};
  setPath(container[slot] as FormObject | FormValue[], rest, value);
}

/** Parses an `application/x-www-form-urlencoded` body (or query string) the way Stripe's API reads it. */
export function parseForm(text: string): FormObject {
  const out: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) setPath(out, keyPath(name), value);
  return out;
}
