import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, type ButtonLook } from './button-class';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
  /**
   * Unavailable for now (its action is under way, or cannot be taken): shown and announced as
   * disabled (`aria-disabled`) but kept in the tab order, so the focus stays on it instead of
   * falling to the page as it does from a `disabled` button; a click or Enter does nothing.
   */
  unavailable?: boolean;
}

/** A button; `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  size,
  variant,
  block,
  className,
  type = 'button',
  ref,
  unavailable,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ size, variant, block }, className)}
      aria-disabled={unavailable || undefined}
      // preventDefault also keeps an unavailable submit button from submitting its form.
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...rest}
    />
  );
}

export interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A plain anchor that looks like a button, for addresses the router does not know (yet), such as
 * pages served elsewhere. Use `LinkButton` for router routes.
 */
export function AnchorButton({ size, variant, block, className, ref, ...rest }: AnchorButtonProps) {
  return <a ref={ref} className={buttonClassName({ size, variant, block }, className)} {...rest} />;
}
