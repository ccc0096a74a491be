import type { HTMLAttributes } from 'react';
import styles from './form.module.css';

/** Fields side by side on wide screens (at least 12rem each), stacked on narrow ones. */
export function FormRow({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[styles['row'], className].filter(Boolean).join(' ')} {...rest} />;
}
