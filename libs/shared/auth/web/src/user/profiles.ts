import type { Profile, ProfileKind, User } from '@folio/auth-contract';

type WithProfiles = Pick<User, 'profiles'>;

/** Spec section 6: the order in which a user's profiles stand for them. */
export const PROFILE_PRIORITY: readonly ProfileKind[] = ['seller', 'vendor', 'event_manager', 'profile'];

/** The primary profile: the first seller, else the first vendor, else the first event manager, else the plain profile. */
export function primaryProfile(user: WithProfiles | null | undefined): Profile | null {
  if (!user) return null;
  for (const kind of PROFILE_PRIORITY) {
    const first = user.profiles[kind][0];
    if (first) return first;
  }
  return null;
}

/** A user counts as having a profile when a plain profile with an id exists (spec section 6). */
export function hasProfile(user: WithProfiles | null | undefined): boolean {
  return Boolean(user?.profiles.profile[0]?.id);
}

/** What each kind is called on screen. */
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = {
  seller: 'Author',
  vendor: 'Vendor',
  event_manager: 'Event manager',
  profile: 'Reader',
};
