import styles from './button.module.css';

/** The seven sizes a button or link button comes in. */
export const buttonSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

export interface ButtonLook {
  /** Defaults to `md`. */
  size?: ButtonSize;
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Stretch to the width of the container. */
  block?: boolean;
}

// CSS class names cannot start with a digit, so the larger sizes map to spelled-out classes.
const sizeClass: Record<ButtonSize, string | undefined> = {
  xs: styles['xs'],
  sm: styles['sm'],
  md: styles['md'],
  lg: styles['lg'],
  xl: styles['xl'],
  '2xl': styles['xxl'],
  '3xl': styles['xxxl'],
};

export function buttonClassName({ size = 'md', variant = 'primary', block = false }: ButtonLook, extra?: string) {
  return [styles['button'], sizeClass[size], styles[variant], block ? styles['block'] : undefined, extra]
    .filter(Boolean)
    .join(' ');
}
