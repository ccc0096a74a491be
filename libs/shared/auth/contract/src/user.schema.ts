import * as v from 'valibot';
import { Timestamp } from './fields.js';

export const ProfileKind = v.picklist(['profile', 'seller', 'vendor', 'event_manager']);
export type ProfileKind = v.InferOutput<typeof ProfileKind>;

/** One public identity of a user: a reader profile, an author (seller), a vendor or an event manager. */
export const Profile = v.object({
  id: v.string(),
  kind: ProfileKind,
  name: v.string(),
  slug: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof Profile>;

/** Spec section 3: profiles keyed by kind, each a list (possibly empty). */
export const UserProfiles = v.object({
  profile: v.array(Profile),
  seller: v.array(Profile),
  vendor: v.array(Profile),
  event_manager: v.array(Profile),
});
export type UserProfiles = v.InferOutput<typeof UserProfiles>;

/** `GET /api/user` answers this object itself; login and register wrap it as `{user}`. */
export const User = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  email_verified_at: v.nullable(Timestamp),
  /** False for accounts created through a social provider that never set a password. */
  has_password: v.boolean(),
  profiles: UserProfiles,
});
export type User = v.InferOutput<typeof User>;

/** 200 from login, 201 from register, 200 from reset-password. */
export const AuthResult = v.object({ user: User });
export type AuthResult = v.InferOutput<typeof AuthResult>;

/** The body of answers that only carry a human message. */
export const MessageResponse = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;
