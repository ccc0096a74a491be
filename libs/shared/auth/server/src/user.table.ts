import { sql } from 'drizzle-orm';
import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by a migration): e-mail addresses. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/**
 * Accounts. `password_hash` is an argon2id PHC string, or null for an account created through a
 * social provider that never set a password. E-mail is unique regardless of case.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  email: citext('email').notNull().unique('users_email_unique'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
