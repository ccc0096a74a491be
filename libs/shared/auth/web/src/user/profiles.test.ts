import type { Profile, ProfileKind } from '@folio/auth-contract';
import { aUser } from '../testing';
import { hasProfile, primaryProfile } from './profiles';

const profile = (kind: ProfileKind, id: string): Profile => ({ id, kind, name: `${kind} ${id}`, slug: null });
const withProfiles = (profiles: Partial<Record<ProfileKind, Profile[]>>) =>
  aUser({ profiles: { profile: [], seller: [], vendor: [], event_manager: [], ...profiles } });

describe('primaryProfile (spec section 6)', () => {
  it('takes the first seller before anything else', () => {
    const user = withProfiles({
      profile: [profile('profile', 'p1')],
      event_manager: [profile('event_manager', 'm1')],
      vendor: [profile('vendor', 'v1')],
      seller: [profile('seller', 's1'), profile('seller', 's2')],
    });
    expect(primaryProfile(user)?.id).toBe('s1');
  });

  it('then the first vendor, then the first event manager, then the plain profile', () => {
    expect(
      primaryProfile(
        withProfiles({
          profile: [profile('profile', 'p1')],
          vendor: [profile('vendor', 'v1'), profile('vendor', 'v2')],
          event_manager: [profile('event_manager', 'm1')],
        }),
      )?.id,
    ).toBe('v1');
    expect(
      primaryProfile(
        withProfiles({ profile: [profile('profile', 'p1')], event_manager: [profile('event_manager', 'm1')] }),
      )?.id,
    ).toBe('m1');
    expect(primaryProfile(withProfiles({ profile: [profile('profile', 'p1')] }))?.id).toBe('p1');
  });

  it('is null for a user without profiles, and for no user', () => {
    expect(primaryProfile(withProfiles({}))).toBeNull();
    expect(primaryProfile(null)).toBeNull();
  });
});

describe('hasProfile (spec section 6)', () => {
  it('is true when a plain profile id exists, whatever else the user has', () => {
    expect(hasProfile(withProfiles({ profile: [profile('profile', 'p1')] }))).toBe(true);
  });

  it('is false with only other kinds, with an empty id, and without a user', () => {
    expect(hasProfile(withProfiles({ seller: [profile('seller', 's1')] }))).toBe(false);
    expect(hasProfile(withProfiles({ profile: [profile('profile', '')] }))).toBe(false);
    expect(hasProfile(undefined)).toBe(false);
  });
});
