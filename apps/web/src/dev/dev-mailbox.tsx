// The development mailbox page, loaded only by the dev server (see routes/_default/dev.mailbox.tsx).
export { DevMailboxPage as default } from '@folio/auth';
