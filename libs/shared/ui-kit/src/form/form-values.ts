/** Messages per field name, Laravel style: what `validate` returns and what a 422 carries in `errors`. */
export type FieldErrors = Record<string, string[]>;

/** The form's values by field name; a name used by several controls gives a list. */
export type FormValues = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

export const fieldMessages = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  number: 'Enter a number.',
  min: (min: string) => `Enter a number of at least ${min}.`,
  max: (max: string) => `Enter a number of at most ${max}.`,
  minLength: (length: number) => `Use at least ${length} characters.`,
} as const;

// Deliberately loose: one @, something on each side and a dot in the domain. The server decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

export function readFormValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [key, value] of new FormData(form)) {
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

function isEmpty(control: Control, form: HTMLFormElement): boolean {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return !control.checked;
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const group = form.elements.namedItem(control.name);
    return group instanceof RadioNodeList ? group.value === '' : !control.checked;
  }
  return control.value.trim() === '';
}

function inputError(input: HTMLInputElement): string | undefined {
  if (input.type === 'number') {
    if (input.validity?.badInput) return fieldMessages.number;
    if (input.value === '') return undefined;
    const value = Number(input.value);
    if (Number.isNaN(value)) return fieldMessages.number;
    if (input.min !== '' && value < Number(input.min)) return fieldMessages.min(input.min);
    if (input.max !== '' && value > Number(input.max)) return fieldMessages.max(input.max);
    return undefined;
  }
  if (input.value === '') return undefined;
  if (input.type === 'email' && !EMAIL.test(input.value.trim())) return fieldMessages.email;
  if (input.minLength > 0 && input.value.length < input.minLength) return fieldMessages.minLength(input.minLength);
  return undefined;
}

/**
 * The form's own rules, read from its controls because the form is `noValidate`: `required`
 * (or `data-required` on a hidden input that stands for a custom control), e-mail shape, number
 * range, `minLength`, and `data-error`, which a custom control sets while its value is invalid.
 */
export function constraintErrors(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  const add = (name: string, message: string) => {
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled) continue;
    const custom = element.getAttribute('data-error');
    if (custom) add(element.name, custom);
    const required = element.required || element.getAttribute('data-required') === 'true';
    if (required && isEmpty(element, form)) {
      add(element.name, fieldMessages.required);
      continue;
    }
    const error = element instanceof HTMLInputElement ? inputError(element) : undefined;
    if (error) add(element.name, error);
  }
  return errors;
}

/** Joins error maps, keeping each message once per field and dropping empty lists. */
export function mergeErrors(...maps: ReadonlyArray<FieldErrors | undefined>): FieldErrors {
  const merged: FieldErrors = {};
  for (const map of maps) {
    for (const [name, messages] of Object.entries(map ?? {})) {
      for (const message of messages) {
        const list = (merged[name] ??= []);
        if (!list.includes(message)) list.push(message);
      }
    }
  }
  return Object.fromEntries(Object.entries(merged).filter(([, messages]) => messages.length > 0));
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}
