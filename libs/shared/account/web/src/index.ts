// Public API of @folio/account: the browser side of the account area (spec section 6): profile,
// password change, where the user is signed in, addresses, preferences, connected social accounts, the
// account layout and overview. The header's account menu has its own entry point,
// '@folio/account/account-menu', loaded lazily.
export { accountKeys } from './account/account.keys';
export {
  updateProfile,
  changePassword,
  fetchAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  fetchPreferences,
  updatePreferences,
  fetchSocialAccounts,
  disconnectSocial,
  fetchUserSessions,
  endUserSession,
  endOtherUserSessions,
} from './account/account.api';
export {
  addressesQueryOptions,
  preferencesQueryOptions,
  socialAccountsQueryOptions,
  userSessionsQueryOptions,
} from './account/account.queries';
export {
  useUpdateProfile,
  useChangePassword,
  useCreateAddress,
  useUpdateAddress,
  useDeleteAddress,
  useMakeDefaultAddress,
  addressAsInput,
  useUpdatePreferences,
  useDisconnectSocial,
  useConnectSocial,
  SOCIAL_CONNECT_REDIRECT_DELAY_MS,
  useEndSession,
  useEndOtherSessions,
} from './account/account.mutations';
export { AccountLayout, Panel, ACCOUNT_SECTIONS, initialsOf } from './account-ui/account-layout';
export { AccountOverviewPage } from './account-ui/account-overview-page';
export { ProfilePage } from './account-ui/profile-page';
export { PasswordPage } from './account-ui/password-page';
export { AddressesPage } from './account-ui/addresses-page';
export { PreferencesPage } from './account-ui/preferences-page';
export { SocialAccountsPage, type SocialAccountsPageProps } from './account-ui/social-accounts-page';
export { SessionsPage, sessionName, placeText } from './account-ui/sessions-page';
