import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from './field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required'> {
  options?: readonly SelectOption[];
  /**
   * The text of the leading empty choice, which keeps anything from being chosen for the visitor.
   * Empty by default, like every other field's placeholder (spec section 5).
   */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A labelled native select; `options` or `<option>` children. */
export function Select({
  id,
  name,
  label,
  hint,
  required,
  error,
  className,
  options,
  placeholder = '',
  children,
  ref,
  ...select
}: SelectProps) {
  const state = useField({ id, name, label, hint, required, error }, select['aria-describedby']);
  return (
    <FieldFrame state={state} required={required} className={className}>
      <div className={styles['selectWrap']}>
        <select ref={ref} className={[styles['control'], styles['select']].join(' ')} {...select} {...state.control}>
          <option value="">{placeholder}</option>
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg className={styles['chevron']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </FieldFrame>
  );
}
