import type { ReactNode } from 'react';
import { useFieldErrors } from './form-context';
import { labelFromId } from './label-from-id';
import styles from './field.module.css';

export interface FieldBaseProps {
  /** The control's id; also its `name` unless one is given, and the source of a missing label. */
  id: string;
  name?: string;
  /** Defaults to a label made from the id: 'first_name' gives 'First Name'. */
  label?: ReactNode;
  /** Help shown under the control, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  required?: boolean;
  /** A message of the caller's own, shown before the form's messages for this field. */
  error?: string;
}

/** The attributes that tie a control to its label, hint and errors. */
export interface FieldControlProps {
  id: string;
  name: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldState {
  label: ReactNode;
  hint: ReactNode;
  errors: readonly string[];
  hintId: string | undefined;
  errorId: string | undefined;
  control: FieldControlProps;
}

/** Works out a field's label, messages and the ARIA wiring of its control. */
export function useField({ id, name, label, hint, required, error }: FieldBaseProps, describedBy?: string): FieldState {
  const fieldName = name ?? id;
  const formErrors = useFieldErrors(fieldName);
  const errors = error ? [error, ...formErrors.filter((message) => message !== error)] : formErrors;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return {
    label: label ?? labelFromId(id),
    hint,
    errors,
    hintId,
    errorId,
    control: {
      id,
      name: fieldName,
      required: required || undefined,
      'aria-invalid': errors.length > 0 ? true : undefined,
      'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

export interface FieldProps extends FieldBaseProps {
  className?: string;
  /** Renders the control with the attributes `useField` worked out. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every field shares: label with the required mark, the control, the hint and the
 * errors. Use it directly to give any control the same look and wiring.
 */
export function Field({ className, children, ...field }: FieldProps) {
  const state = useField(field);
  return (
    <FieldFrame state={state} required={field.required} className={className}>
      {children(state.control)}
    </FieldFrame>
  );
}

interface FieldFrameProps {
  state: FieldState;
  required?: boolean;
  className?: string;
  /** For a control a `<label for>` cannot describe fully (a button showing a value): the label's id. */
  labelId?: string;
  children: ReactNode;
}

/** Label with the required mark, the control, then the hint and the errors. */
export function FieldFrame({ state, required, className, labelId, children }: FieldFrameProps) {
  return (
    <div className={[styles['field'], className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={state.control.id} className={styles['label']}>
        {state.label}
        {required ? (
          <span className={styles['required']} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {state.hintId ? (
        <p id={state.hintId} className={styles['hint']}>
          {state.hint}
        </p>
      ) : null}
      {state.errorId ? (
        <div id={state.errorId} className={styles['errors']}>
          {state.errors.map((message) => (
            <p key={message} className={styles['error']}>
              <svg className={styles['errorIcon']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path d="M8 4.5v4.25" stroke="#fffdf9" strokeWidth="1.6" strokeLinecap="round" />
                <circle cx="8" cy="11.25" r="0.95" fill="#fffdf9" />
              </svg>
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
