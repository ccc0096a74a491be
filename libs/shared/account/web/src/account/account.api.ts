import {
  AccountPaths,
  Address,
  type AddressInput,
  AddressList,
  type ChangePasswordInput,
  Preferences,
  type UpdatePreferencesInput,
  type UpdateProfileInput,
} from '@folio/account-contract';
import type { HttpClient } from '@folio/http';
import {
  AuthPaths,
  EndedSessions,
  MessageResponse,
  type SocialAccount,
  SocialAccountList,
  type SocialProvider,
  User,
  type UserSession,
  UserSessionList,
} from '@folio/auth-contract';

export function updateProfile(http: HttpClient, input: UpdateProfileInput): Promise<User> {
  return http.put(AccountPaths.profile, { json: input, schema: User });
}

/** Answers a new session and CSRF cookie; every other session of the user ends. */
export async function changePassword(http: HttpClient, input: ChangePasswordInput): Promise<string> {
  return (await http.put(AccountPaths.password, { json: input, schema: MessageResponse })).message;
}

/** Default first, then newest. */
export async function fetchAddresses(http: HttpClient, signal?: AbortSignal): Promise<Address[]> {
  return (await http.get(AccountPaths.addresses, { schema: AddressList, signal })).data;
}

export function createAddress(http: HttpClient, input: AddressInput): Promise<Address> {
  return http.post(AccountPaths.addresses, { json: input, schema: Address });
}

export function updateAddress(http: HttpClient, id: string, input: AddressInput): Promise<Address> {
  return http.put(AccountPaths.address(id), { json: input, schema: Address });
}

export async function deleteAddress(http: HttpClient, id: string): Promise<void> {
  await http.delete(AccountPaths.address(id));
}

export function fetchPreferences(http: HttpClient, signal?: AbortSignal): Promise<Preferences> {
  return http.get(AccountPaths.preferences, { schema: Preferences, signal });
}

export function updatePreferences(http: HttpClient, input: UpdatePreferencesInput): Promise<Preferences> {
  return http.put(AccountPaths.preferences, { json: input, schema: Preferences });
}

export async function fetchSocialAccounts(http: HttpClient, signal?: AbortSignal): Promise<SocialAccount[]> {
  return (await http.get(AuthPaths.socialAccounts, { schema: SocialAccountList, signal })).data;
}

/** 204; 422 `last_sign_in_method` when it is the account's only way in. */
export async function disconnectSocial(http: HttpClient, provider: SocialProvider): Promise<void> {
  await http.delete(AuthPaths.socialDisconnect(provider));
}

/** Where the user is signed in (identity's call): most recently seen first, this browser flagged `current`. */
export async function fetchUserSessions(http: HttpClient, signal?: AbortSignal): Promise<UserSession[]> {
  return (await http.get(AuthPaths.userSessions, { schema: UserSessionList, signal })).data;
}

/** 204; 404 when the session is not one of the user's (or has ended already). */
export async function endUserSession(http: HttpClient, id: string): Promise<void> {
  await http.delete(AuthPaths.userSession(id));
}

/** Ends every session but this one; answers how many ended. */
export async function endOtherUserSessions(http: HttpClient): Promise<number> {
  return (await http.delete(AuthPaths.otherUserSessions, { schema: EndedSessions })).ended;
}
