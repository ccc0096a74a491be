import { useState } from 'react';
import { FieldFrame, useField } from './field';
import styles from './field.module.css';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password with a button that shows or hides what was typed (`aria-pressed` tells which). */
export function PasswordField({
  id,
  name,
  label,
  hint,
  required,
  error,
  className,
  placeholder = '',
  ref,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const state = useField({ id, name, label, hint, required, error }, input['aria-describedby']);
  return (
    <FieldFrame state={state} required={required} className={className}>
      <div className={styles['withAction']}>
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete="current-password"
          spellCheck={false}
          className={styles['control']}
          {...input}
          {...state.control}
        />
        <button
          type="button"
          className={styles['action']}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">Show password</span>
        </button>
      </div>
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={styles['actionIcon']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.75" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" /> : null}
    </svg>
  );
}
