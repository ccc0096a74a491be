import { AuthPaths } from '@folio/auth-contract';
import { api, createApiServer, renderScreen } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DevMailboxPage } from './dev-mailbox-page';
import { mailboxLinks } from './mailbox-links';

const VERIFY_TEXT = [
  'Hello Ada,',
  '',
  'Please confirm your email address to finish setting up your Folio account.',
  '',
  'Verify email address: http://localhost:3000/verify-email?token=abc123',
  '',
  'Folio',
].join('\n');

describe('mailboxLinks', () => {
  it('names links by their line and makes them paths on this app', () => {
    expect(mailboxLinks(VERIFY_TEXT)).toEqual([{ label: 'Verify email address', href: '/verify-email?token=abc123' }]);
    expect(mailboxLinks('See https://folio.test/password-reset?token=t&email=a%40b.co')).toEqual([
      { label: 'See', href: '/password-reset?token=t&email=a%40b.co' },
    ]);
    expect(mailboxLinks('https://folio.test/account')).toEqual([{ label: 'Open link', href: '/account' }]);
    expect(mailboxLinks('No links here.')).toEqual([]);
  });
});

const apiServer = createApiServer();

describe('DevMailboxPage', () => {
  it('lists the messages with their links', async () => {
    apiServer.use(
      api.get(AuthPaths.devMailbox, () =>
        HttpResponse.json({
          data: [
            {
              id: 'm1',
              to: 'ada@example.com',
              subject: 'Verify your email address',
              text: VERIFY_TEXT,
              html: null,
              created_at: new Date().toISOString(),
            },
          ],
        }),
      ),
    );
    await renderScreen(DevMailboxPage, { path: '/dev/mailbox' });

    const message = await screen.findByRole('article', { name: 'Verify your email address' });
    expect(within(message).getByText(/To ada@example.com/)).toBeTruthy();
    expect(within(message).getByRole('link', { name: 'Verify email address' }).getAttribute('href')).toBe(
      '/verify-email?token=abc123',
    );
  });

  it('says when the mailbox is empty', async () => {
    apiServer.use(api.get(AuthPaths.devMailbox, () => HttpResponse.json({ data: [] })));
    await renderScreen(DevMailboxPage, { path: '/dev/mailbox' });
    expect(await screen.findByRole('heading', { name: 'The mailbox is empty' })).toBeTruthy();
  });
});
