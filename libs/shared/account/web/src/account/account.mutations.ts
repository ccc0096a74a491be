import type {
  Address,
  AddressInput,
  ChangePasswordInput,
  Preferences,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from '@folio/account-contract';
import { browserNavigation, socialConnectUrl, userKeys } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import type { SocialProvider, User } from '@folio/auth-contract';
import { notificationKeys } from '@folio/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  createAddress,
  deleteAddress,
  disconnectSocial,
  endOtherUserSessions,
  endUserSession,
  updateAddress,
  updatePreferences,
  updateProfile,
} from './account.api';
import { accountKeys } from './account.keys';

export function useUpdateProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(http, input),
    onSuccess: (user) => queryClient.setQueryData<User | null>(userKeys.current(), user),
  });
}

/** The server answers with a new session; it also files a "Password changed" notification. */
export function useChangePassword() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(http, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        // A social-only account now has a password.
        queryClient.invalidateQueries({ queryKey: userKeys.current(), exact: true }),
      ]),
  });
}

/** Making one address the default clears the flag on the others, so the whole list is read again. */
function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses() }),
  });
}

export function useCreateAddress() {
  const http = useHttp();
  return useAddressMutation((input: AddressInput) => createAddress(http, input));
}

export function useUpdateAddress() {
  const http = useHttp();
  return useAddressMutation(({ id, input }: { id: string; input: AddressInput }) => updateAddress(http, id, input));
}

export function useDeleteAddress() {
  const http = useHttp();
  return useAddressMutation((id: string) => deleteAddress(http, id));
}

/** The address as an input with `is_default` set: `PUT` takes the whole address. */
export function addressAsInput(address: Address): AddressInput {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.region,
    postal_code: address.postal_code,
    country_code: address.country_code,
    phone: address.phone,
    is_default: address.is_default,
  };
}

export function useMakeDefaultAddress() {
  const http = useHttp();
  return useAddressMutation((address: Address) =>
    updateAddress(http, address.id, { ...addressAsInput(address), is_default: true }),
  );
}

export function useUpdatePreferences() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => updatePreferences(http, input),
    onSuccess: (preferences) => queryClient.setQueryData<Preferences>(accountKeys.preferences(), preferences),
  });
}

export function useDisconnectSocial() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => disconnectSocial(http, provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.socialAccounts() }),
  });
}

/** Spec section 9: the pause between getting the provider's address and leaving for it. */
export const SOCIAL_CONNECT_REDIRECT_DELAY_MS = 100;

/**
 * Connects a social account: asks the API where to go (an answer without a URL fails with
 * 'No redirect URL returned from API for {provider}'), waits 100 ms, then leaves for the provider.
 */
export function useConnectSocial() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const url = await socialConnectUrl(http, provider);
      await new Promise((resolve) => setTimeout(resolve, SOCIAL_CONNECT_REDIRECT_DELAY_MS));
      browserNavigation.assign(url);
      return url;
    },
  });
}

/**
 * Signs one other browser out. The list is read again whether it worked or not: a 404 means that
 * session had ended already, which the list should show too.
 */
export function useEndSession() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endUserSession(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Signs every other browser out; resolves to how many sessions ended. */
export function useEndOtherSessions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherUserSessions(http),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
