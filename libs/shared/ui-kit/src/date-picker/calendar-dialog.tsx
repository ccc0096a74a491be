import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './date-picker.module.css';

interface CalendarDialogProps {
  label: string;
  /** The blocking message of the last selection, if it was invalid. */
  message: string | null;
  /** On a narrow touch screen the dialog is a bottom sheet with a visible Close button. */
  narrowTouch: boolean;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

function tabStops(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>('button, input, select, [tabindex]')).filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
  );
}

/** Keeps Tab inside the dialog: from the last stop to the first and back. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The modal part of the picker: Escape closes it, Tab stays inside, the message is announced. */
export function CalendarDialog({ label, message, narrowTouch, onClose, footer, children }: CalendarDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, dialog.current);
    }
  };

  return (
    <>
      {narrowTouch ? <div className={styles['backdrop']} aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-describedby={message ? messageId : undefined}
        className={[styles['dialog'], narrowTouch ? styles['sheet'] : undefined].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {children}
        {message ? (
          <p id={messageId} role="alert" className={styles['message']}>
            {message}
          </p>
        ) : null}
        {footer || narrowTouch ? (
          <div className={styles['footer']}>
            {footer}
            {narrowTouch ? (
              <Button variant="secondary" block onClick={onClose}>
                Close
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
