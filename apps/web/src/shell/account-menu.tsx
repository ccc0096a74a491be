// The header's account menu as a module of the shell, so the header can load it lazily: the
// module-boundary rule forbids importing a library both statically and lazily.
export { AccountMenu as default } from '@folio/account/account-menu';
