import type { HTMLAttributes, ReactNode } from 'react';
import styles from './container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `default` for page content, `prose` for reading width, `narrow` for sign-in forms. */
  width?: 'default' | 'prose' | 'narrow';
  as?: 'div' | 'section' | 'header' | 'footer' | 'main' | 'nav';
  children?: ReactNode;
}

/** Centres content with the page's side padding and a maximum width. */
export function Container({ width = 'default', as: Tag = 'div', className, ...rest }: ContainerProps) {
  const classes = [styles['container'], width === 'default' ? undefined : styles[width], className]
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes} {...rest} />;
}
