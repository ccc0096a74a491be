// Public API of @folio/account-server: the account area (profile, password change, addresses,
// preferences), its tables, and the reads other domains may make of it.
export { accountRoutes } from './account.routes.js';
export { preferencesOf } from './preferences.routes.js';
export { addresses, type AddressRow } from './address.table.js';
export { userPreferences, type UserPreferencesRow } from './user-preferences.table.js';
