import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '@folio/ui-kit';
import { Spinner } from './loading';
import styles from './ui.module.css';

export interface AuthScreenProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The heading, content and footer of a screen inside the auth layout's card. */
export function AuthScreen({ eyebrow, title, lead, children, footer }: AuthScreenProps) {
  const titleId = useId();
  return (
    <section className={styles['screen']} aria-labelledby={titleId}>
      <header className={styles['screenHeader']}>
        {eyebrow ? <p className={styles['eyebrow']}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles['screenTitle']}>
          {title}
        </h1>
        {lead ? <p className={styles['lead']}>{lead}</p> : null}
      </header>
      {children}
      {footer ? <footer className={styles['screenFooter']}>{footer}</footer> : null}
    </section>
  );
}

export type NoticeTone = 'error' | 'success' | 'info';

export interface NoticeProps {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

const noticeIcons = { error: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

/** A message in a tinted box. Errors are announced at once (`alert`), the rest politely (`status`). */
export function Notice({ tone, title, children, actions, className }: NoticeProps) {
  const ToneIcon = noticeIcons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={[styles['notice'], className].filter(Boolean).join(' ')}
    >
      <ToneIcon className={styles['noticeIcon']} />
      <div className={styles['noticeBody']}>
        {title ? <p className={styles['noticeTitle']}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className={styles['noticeActions']}>{actions}</div> : null}
      </div>
    </div>
  );
}

export interface StatusPanelProps {
  tone: 'pending' | 'success' | 'error';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

const statusIcons = { success: CheckIcon, error: CloseIcon } as const;

/** The waiting, done and failed states of pages that act as soon as they open (callbacks, verification). */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  const StatusIcon = tone === 'pending' ? null : statusIcons[tone];
  return (
    <section
      className={styles['status']}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live="polite"
    >
      <span className={styles['statusIcon']}>{StatusIcon ? <StatusIcon /> : <Spinner />}</span>
      <h1 className={styles['statusTitle']}>{title}</h1>
      {children ? <div className={styles['statusText']}>{children}</div> : null}
      {actions ? <div className={styles['actions']}>{actions}</div> : null}
    </section>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled checkbox with an optional hint, in the form fields' style. */
export function Checkbox({ id, label, hint, name, ...input }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles['checkbox']}>
      <input
        type="checkbox"
        id={id}
        name={name ?? id}
        className={styles['checkboxInput']}
        aria-describedby={hintId}
        {...input}
      />
      <label htmlFor={id} className={styles['checkboxLabel']}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles['checkboxHint']}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "or", between the social buttons and the form. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <p className={styles['divider']} role="separator">
      {children}
    </p>
  );
}

export function Badge({ tone, children }: { tone?: 'accent' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <span className={styles['badge']} data-tone={tone}>
      {children}
    </span>
  );
}
