// Public API of @folio/account-contract: the account area's paths, wire shapes and texts.
export { AccountPaths } from './account.paths.js';
export { AccountMessages } from './account.messages.js';
export {
  UpdateProfileInput,
  ChangePasswordInput,
  AddressInput,
  Address,
  AddressList,
  Currency,
  TimeZone,
  Preferences,
  UpdatePreferencesInput,
  DEFAULT_PREFERENCES,
} from './account.schema.js';
export { COUNTRY_CODES } from './country-codes.js';
