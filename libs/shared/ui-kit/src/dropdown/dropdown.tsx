import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonSize, ButtonVariant } from '../button/button-class';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** What the trigger button says. */
  label: ReactNode;
  /** Items: `DropdownItem`, `DropdownLinkItem`, `DropdownLabel`, `DropdownSeparator`. */
  children: ReactNode;
  /** The trigger's name when `label` is not text, such as an icon. */
  'aria-label'?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu button (Radix DropdownMenu): Enter, Space or ArrowDown opens it on the first item, the
 * arrows move (wrapping), typing a letter jumps, Enter selects, Escape closes, and focus returns
 * to the button. Non-modal on purpose: a modal menu locks page scrolling by inserting a <style>
 * element, which the site's CSP (no 'unsafe-inline') would refuse.
 */
export function Dropdown({
  label,
  children,
  variant = 'secondary',
  size = 'md',
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
  ...rest
}: DropdownProps) {
  return (
    <Menu.Root modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>
        <Button variant={variant} size={size} className={styles['trigger']} aria-label={rest['aria-label']}>
          {label}
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
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align={align} sideOffset={6} collisionPadding={8} loop className={styles['menu']}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export interface DropdownItemProps {
  children: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** `danger` for destructive choices such as removing something. */
  tone?: 'default' | 'danger';
}

/** A choice in the menu; selecting it closes the menu. */
export function DropdownItem({ children, onSelect, disabled, tone = 'default' }: DropdownItemProps) {
  return (
    <Menu.Item className={styles['item']} data-tone={tone} disabled={disabled} onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

/** A menu entry that is a link. */
export function DropdownLinkItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Menu.Item asChild className={styles['item']}>
      <a href={href}>{children}</a>
    </Menu.Item>
  );
}

/** A heading over a group of items; not focusable. */
export function DropdownLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className={styles['label']}>{children}</Menu.Label>;
}

export function DropdownSeparator() {
  return <Menu.Separator className={styles['separator']} />;
}
