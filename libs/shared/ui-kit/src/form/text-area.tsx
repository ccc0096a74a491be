import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from './field';
import styles from './field.module.css';

export interface TextAreaProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line input, four rows by default and taller on request. */
export function TextArea({
  id,
  name,
  label,
  hint,
  required,
  error,
  className,
  placeholder = '',
  rows = 4,
  ref,
  ...textarea
}: TextAreaProps) {
  const state = useField({ id, name, label, hint, required, error }, textarea['aria-describedby']);
  return (
    <FieldFrame state={state} required={required} className={className}>
      <textarea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={[styles['control'], styles['textarea']].join(' ')}
        {...textarea}
        {...state.control}
      />
    </FieldFrame>
  );
}
