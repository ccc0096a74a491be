import type { ScreenHeading } from './deferred-screen';

// The sign-in screens' headings: drawn at once, and again by the form once it has loaded.

export const LOGIN_HEADING: ScreenHeading = {
  eyebrow: 'Welcome back',
  title: 'Sign in to Folio',
  lead: 'Your preorders, signings and favourite authors, all in one place.',
};

export const REGISTER_HEADING: ScreenHeading = {
  eyebrow: 'Join Folio',
  title: 'Create your account',
  lead: 'Preorder signed books, reserve them with a deposit and follow the authors you love.',
};

export const FORGOT_PASSWORD_HEADING: ScreenHeading = {
  eyebrow: 'Forgot your password?',
  title: 'Reset your password',
  lead: "Enter the email address of your account and we'll send you a link to choose a new password.",
};

export const PASSWORD_RESET_HEADING: ScreenHeading = {
  eyebrow: 'Almost there',
  title: 'Choose a new password',
  lead: "Pick something you haven't used here before. You'll be signed in straight away.",
};

export const CHECK_INBOX_HEADING: ScreenHeading = {
  eyebrow: 'One last step',
  title: 'Check your inbox',
};
