import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
}

/** A raised paper surface for boxed content and sign-in screens. */
export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={[styles['card'], className].filter(Boolean).join(' ')} {...rest} />;
}
