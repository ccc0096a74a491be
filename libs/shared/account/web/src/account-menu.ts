// Public API of @folio/account/account-menu: the header's account entry. A separate entry point so the
// header can load it lazily: it brings Radix's dropdown, which guests never need.
export { AccountMenu } from './header/account-menu';
