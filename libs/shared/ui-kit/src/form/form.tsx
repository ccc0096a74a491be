import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { FormContext, type FormContextValue } from './form-context';
import styles from './form.module.css';
import {
  constraintErrors,
  hasErrors,
  mergeErrors,
  readFormValues,
  type FieldErrors,
  type FormValues,
} from './form-values';

type MaybePromise<T> = T | Promise<T>;

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Extra rules on top of the controls' own (`required`, e-mail, number range, `minLength`). */
  validate?: (values: FormValues) => MaybePromise<FieldErrors | undefined>;
  /**
   * Runs only when every rule passes. Return (or resolve to) field errors, such as a 422's
   * `errors`, to show them in the fields' error slots.
   */
  onSubmit?: (values: FormValues, form: HTMLFormElement) => MaybePromise<FieldErrors | void>;
  /** Errors from outside the form (for example a server answer), shown at once. */
  errors?: FieldErrors;
}

/** The name of the control an input or change event came from, if it has one. */
function controlName(target: EventTarget): string | undefined {
  const name = 'name' in target ? target.name : undefined;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function without(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const rest = { ...errors };
  delete rest[name];
  return rest;
}

/**
 * A form that shows validation only on submit (spec section 5): the browser's own bubbles are off
 * (`noValidate`), nothing is marked before the first submit attempt, and there is no "form is
 * incomplete" message: each field shows its own errors and the first invalid field gets focus.
 * After the first attempt the errors follow the values as they change.
 */
export function Form({
  validate,
  onSubmit,
  onChange,
  onReset,
  errors: outsideErrors,
  className,
  children,
  ...rest
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const run = useRef(0);

  const check = useCallback(
    async (form: HTMLFormElement) => {
      const values = readFormValues(form);
      return mergeErrors(constraintErrors(form), validate ? await validate(values) : undefined);
    },
    [validate],
  );

  const recheck = useCallback(
    async (name: string | undefined) => {
      const form = formRef.current;
      if (name) setServerErrors((current) => without(current, name));
      if (!form || !submitted) return;
      const current = ++run.current;
      const errors = await check(form);
      if (current === run.current) setOwnErrors(errors);
    },
    [check, submitted],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const current = ++run.current;
    setSubmitted(true);
    setServerErrors({});
    const errors = await check(form);
    if (current !== run.current) return;
    setOwnErrors(errors);
    if (hasErrors(errors)) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await onSubmit?.(readFormValues(form), form);
      if (answer && hasErrors(answer)) {
        setServerErrors(answer);
        setFocusRequest((count) => count + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const shown = useMemo(
    () => mergeErrors(submitted ? ownErrors : undefined, serverErrors, outsideErrors),
    [submitted, ownErrors, serverErrors, outsideErrors],
  );
  const context = useMemo<FormContextValue>(
    () => ({ errorsFor: (name) => shown[name] ?? [], valueChanged: (name) => void recheck(name) }),
    [shown, recheck],
  );

  return (
    <FormContext value={context}>
      <form
        ref={formRef}
        noValidate
        aria-busy={submitting || undefined}
        className={[styles['form'], className].filter(Boolean).join(' ')}
        onSubmit={(event) => void handleSubmit(event)}
        onReset={(event) => {
          onReset?.(event);
          // A cleared form starts over: nothing is marked until the next submit.
          run.current += 1;
          setSubmitted(false);
          setOwnErrors({});
          setServerErrors({});
        }}
        onChange={(event) => {
          onChange?.(event);
          void recheck(controlName(event.target));
        }}
        {...rest}
      >
        {children}
      </form>
    </FormContext>
  );
}
