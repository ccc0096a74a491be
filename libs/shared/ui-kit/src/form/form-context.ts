import { createContext, useContext } from 'react';

export interface FormContextValue {
  /** The messages to show for a field now: its own once a submit was attempted, a server's at once. */
  errorsFor(name: string): readonly string[];
  /** For controls whose value changes without an input event (a date picker's hidden input). */
  valueChanged(name: string): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

const none: readonly string[] = [];

/** The messages of the field `name` in the enclosing `Form`; none outside a form. */
export function useFieldErrors(name: string): readonly string[] {
  return useContext(FormContext)?.errorsFor(name) ?? none;
}

/** Tells the enclosing `Form` that the value of `name` changed; does nothing outside a form. */
export function useValueChanged(): (name: string) => void {
  const form = useContext(FormContext);
  return form ? form.valueChanged : () => undefined;
}
