// The sign-in providers' brand marks; decorative, so hidden from assistive technology. Generic
// icons come from @folio/ui-kit.

export function GoogleMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.5 12.27c0-.79-.07-1.54-.2-2.27H12v4.3h5.9a5.05 5.05 0 01-2.19 3.31v2.75h3.54c2.08-1.92 3.25-4.74 3.25-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.95 0 5.43-.98 7.24-2.64l-3.54-2.75c-.98.66-2.23 1.05-3.7 1.05-2.85 0-5.26-1.92-6.12-4.51H2.23v2.84A11 11 0 0012 23z"
      />
      <path fill="#FBBC05" d="M5.88 14.15a6.6 6.6 0 010-4.3V7.01H2.23a11 11 0 000 9.98l3.65-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.6 0 3.04.55 4.18 1.64l3.13-3.14A10.96 10.96 0 0012 1 11 11 0 002.23 7.01l3.65 2.84C6.74 7.3 9.15 5.38 12 5.38z"
      />
    </svg>
  );
}

/** Facebook's "f" on its blue disc. */
export function FacebookMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.4 12.9l.42-2.74h-2.63V8.38c0-.75.37-1.48 1.55-1.48h1.2V4.57s-1.09-.19-2.13-.19c-2.17 0-3.6 1.32-3.6 3.7v2.08H7.8v2.74h2.41V23a9.6 9.6 0 002.98 0v-10.1h2.21z"
      />
    </svg>
  );
}
