import { AuthWebPages } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { TokenStore } from './auth-token.service.js';
import { userRepo } from './user.repo.js';

/** Templates the accounts domain queues; rendered (and their tokens created) at delivery. */
export const AuthMail = {
  verifyEmail: 'auth.verify-email',
  passwordReset: 'auth.password-reset',
  passwordChanged: 'auth.password-changed',
  registrationAttempt: 'auth.registration-attempt',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function layout(greeting: string, paragraphs: string[], action?: { label: string; url: string }) {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    'Folio',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '<p>Folio</p>',
  ].join('\n');
  return { text, html };
}

/** Registers the accounts e-mails with the queue. */
export function defineAuthMail({
  mail,
  db,
  tokens,
  appUrl,
}: {
  mail: MailQueue;
  db: Database;
  tokens: TokenStore;
  appUrl: string;
}) {
  const repo = userRepo(db);

  mail.define(AuthMail.verifyEmail, async ({ userId = '' }) => {
    const user = await repo.findById(userId);
    if (!user || user.emailVerifiedAt) return null;
    const { token, id } = await tokens.issue('verify', user.id);
    const url = `${appUrl}${AuthWebPages.verifyEmail}?token=${encodeURIComponent(token)}`;
    const body = layout(
      `Hello ${user.firstName},`,
      ['Please confirm your email address to finish setting up your Folio account.', 'This link expires in 24 hours.'],
      { label: 'Verify email address', url },
    );
    return {
      message: { to: user.email, subject: 'Verify your email address', ...body },
      discard: () => tokens.revoke(id),
    };
  });

  mail.define(AuthMail.passwordReset, async ({ userId = '' }) => {
    const user = await repo.findById(userId);
    if (!user) return null;
    const { token, id } = await tokens.issue('reset', user.id);
    const url = `${appUrl}${AuthWebPages.passwordReset}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    const body = layout(
      `Hello ${user.firstName},`,
      [
        'You are receiving this email because we received a password reset request for your account.',
        'This password reset link will expire in 60 minutes. If you did not request a password reset, no further action is required.',
      ],
      { label: 'Reset password', url },
    );
    return { message: { to: user.email, subject: 'Reset your password', ...body }, discard: () => tokens.revoke(id) };
  });

  // Someone tried to register with an address that has an account: its owner hears of it (at
  // most once a day), with the ways back in, and nothing about the account changes.
  mail.define(AuthMail.registrationAttempt, async ({ userId = '' }) => {
    const user = await repo.findById(userId);
    if (!user) return null;
    const body = layout(
      `Hello ${user.firstName},`,
      [
        'Someone just tried to create a Folio account with this email address. You already have one, so no new account was made and nothing about yours changed.',
        `If it was you, sign in at ${appUrl}${AuthWebPages.login}, or reset your password if you have forgotten it. If it was not you, you can ignore this email.`,
      ],
      { label: 'Reset password', url: `${appUrl}${AuthWebPages.forgotPassword}` },
    );
    return { message: { to: user.email, subject: 'You already have a Folio account', ...body } };
  });

  mail.define(AuthMail.passwordChanged, async ({ userId = '' }) => {
    const user = await repo.findById(userId);
    if (!user) return null;
    const body = layout(`Hello ${user.firstName},`, [
      'The password of your Folio account was just changed, and every other device was signed out.',
      'If this was not you, reset your password now from the sign-in page and contact support.',
    ]);
    return { message: { to: user.email, subject: 'Your password was changed', ...body } };
  });
}
