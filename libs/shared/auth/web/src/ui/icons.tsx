// Small line icons drawn for these screens; decorative, so hidden from assistive technology.
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CheckIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const AlertIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
);

export const InfoIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Icon>
);

export const CrossIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Icon>
);

export const MailIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Icon>
);

export const BellIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M6 16.5V11a6 6 0 0112 0v5.5l1.5 1.5h-15L6 16.5z" />
    <path d="M10 20.5a2 2 0 004 0" />
  </Icon>
);

export const TicketIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M4 7.5A1.5 1.5 0 015.5 6h13A1.5 1.5 0 0120 7.5V10a2 2 0 000 4v2.5a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 16.5V14a2 2 0 000-4V7.5z" />
    <path d="M14 6v12" strokeDasharray="2 2" />
  </Icon>
);

export const HomeIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M4 11l8-6.5 8 6.5" />
    <path d="M6 9.5V19h12V9.5" />
    <path d="M10 19v-5h4v5" />
  </Icon>
);

export const BookIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M5 5.5A1.5 1.5 0 016.5 4H19v14H6.5A1.5 1.5 0 005 19.5v-14z" />
    <path d="M5 19.5A1.5 1.5 0 006.5 21H19" />
    <path d="M9 8h6" />
  </Icon>
);

export const LinkIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1" />
  </Icon>
);

export const LockIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 018 0v2.5" />
  </Icon>
);

export const UserIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0114 0" />
  </Icon>
);

export const SlidersIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </Icon>
);

export const PinIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.25" />
  </Icon>
);

export const CalendarIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </Icon>
);

/** Google's four-colour "G", the mark its branding guidelines ask sign-in buttons to show. */
export function GoogleMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.5 12.27c0-.79-.07-1.54-.2-2.27H12v4.3h5.9a5.05 5.05 0 01-2.19 3.31v2.75h3.54c2.08-1.92 3.25-4.74 3.25-8.09z" />
      <path fill="#34A853" d="M12 23c2.95 0 5.43-.98 7.24-2.64l-3.54-2.75c-.98.66-2.23 1.05-3.7 1.05-2.85 0-5.26-1.92-6.12-4.51H2.23v2.84A11 11 0 0012 23z" />
      <path fill="#FBBC05" d="M5.88 14.15a6.6 6.6 0 010-4.3V7.01H2.23a11 11 0 000 9.98l3.65-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.6 0 3.04.55 4.18 1.64l3.13-3.14A10.96 10.96 0 0012 1 11 11 0 002.23 7.01l3.65 2.84C6.74 7.3 9.15 5.38 12 5.38z" />
    </svg>
  );
}

/** Facebook's "f" on its blue disc. */
export function FacebookMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path fill="#fff" d="M15.4 12.9l.42-2.74h-2.63V8.38c0-.75.37-1.48 1.55-1.48h1.2V4.57s-1.09-.19-2.13-.19c-2.17 0-3.6 1.32-3.6 3.7v2.08H7.8v2.74h2.41V23a9.6 9.6 0 002.98 0v-10.1h2.21z" />
    </svg>
  );
}
