import { useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { ToastLink, ToastTone } from './toast-options';
import styles from './toast.module.css';

interface ToastCardProps {
  message: string;
  description?: string;
  tone: ToastTone | 'product';
  action?: ToastLink;
  /** When given, a bar runs down over this time; product notifications have none. */
  closesInMs?: number;
  onNavigate?: (href: string) => void;
  onDismiss: () => void;
  /**
   * The focus came into the card (true) or left it (false): a notice being read from the keyboard
   * does not close under the reader (sonner itself pauses only under the pointer).
   */
  onHold?: (held: boolean) => void;
}

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One toast on paper: icon, message, an optional link, a close button and the countdown bar. */
export function ToastCard({
  message,
  description,
  tone,
  action,
  closesInMs,
  onNavigate,
  onDismiss,
  onHold,
}: ToastCardProps) {
  const [held, setHeld] = useState(false);
  const hold = (next: boolean) => {
    if (next === held) return;
    setHeld(next);
    onHold?.(next);
  };
  return (
    <div
      className={styles['card']}
      data-tone={tone}
      data-held={held || undefined}
      onFocus={() => hold(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
      }}
    >
      {icons[tone]}
      <div className={styles['body']}>
        <p className={styles['message']}>{message}</p>
        {description ? <p className={styles['description']}>{description}</p> : null}
      </div>
      {action ? (
        <a
          className={styles['action']}
          href={action.href}
          onClick={(event) => {
            if (onNavigate && plainClick(event)) {
              event.preventDefault();
              onNavigate(action.href);
            }
            onDismiss();
          }}
        >
          {action.label}
        </a>
      ) : null}
      <button type="button" className={styles['close']} aria-label="Dismiss notification" onClick={onDismiss}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {closesInMs ? (
        <span
          role="progressbar"
          aria-label={`Closes in ${Math.round(closesInMs / 1000)} seconds`}
          className={styles['countdown']}
          style={{ animationDuration: `${closesInMs}ms` }}
        />
      ) : null}
    </div>
  );
}

const icon = (path: ReactNode) => (
  <svg className={styles['icon']} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const icons: Record<ToastTone | 'product', ReactNode> = {
  neutral: null,
  success: icon(
    <>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path
        d="M6.25 10.25l2.5 2.5 5-5.25"
        fill="none"
        stroke="#fffdf9"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>,
  ),
  error: icon(
    <>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path d="M10 5.75v5" stroke="#fffdf9" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14" r="1.1" fill="#fffdf9" />
    </>,
  ),
  product: icon(
    <path
      d="M4 6.5h12l-1 10H5zM7.25 8V5.5a2.75 2.75 0 015.5 0V8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />,
  ),
};
