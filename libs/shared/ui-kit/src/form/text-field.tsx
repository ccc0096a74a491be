import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from './field';
import styles from './field.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'type'>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  /** `text` by default; the other field components set their own. */
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search';
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled single-line input. The placeholder is empty unless given (spec section 5). */
export function TextField({
  id,
  name,
  label,
  hint,
  required,
  error,
  className,
  type = 'text',
  placeholder = '',
  ref,
  ...input
}: TextFieldProps) {
  const state = useField({ id, name, label, hint, required, error }, input['aria-describedby']);
  return (
    <FieldFrame state={state} required={required} className={className}>
      <input
        ref={ref}
        type={type}
        placeholder={placeholder}
        className={styles['control']}
        {...input}
        {...state.control}
      />
    </FieldFrame>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address: the e-mail keyboard, autofill, and the e-mail rule on submit. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'step'> {
  min?: number;
  max?: number;
  step?: number | 'any';
}

/** A number, with `min` and `max` checked on submit. */
export function NumberField(props: NumberFieldProps) {
  return <TextField type="number" {...props} />;
}
