import { randomBytes } from 'node:crypto';
import { demoAccountsSeeder } from '@folio/auth-server';
import { cartSeeder } from '@folio/cart-server';
import type { Seeder } from '@folio/db';
import { eventsSeeder } from '@folio/events-server';
import { generatePeople, peopleSeeder } from '@folio/people-server';

/** The seeder that creates the demo accounts; its password is announced once, when it runs. */
export const DEMO_ACCOUNTS_SEEDER = 'accounts-demo';

/**
 * Demo data (SEED=demo), in the order it must run. Each domain contributes its seeder here; each
 * runs once, on the first start of a database, from the fixed seed so every fresh database is the
 * same, except the demo accounts' password, which is the caller's. The events seeder gets the demo
 * people as plain data (the same generator the people seeder wrote them from), so it can pick who
 * attends what without reading people's tables.
 */
export function demoSeeders({ password }: { password: string }): readonly Seeder[] {
  return [demoAccountsSeeder(password), peopleSeeder, eventsSeeder(generatePeople), cartSeeder];
}

/** A password nobody can guess, for demo accounts on a server that was given no DEMO_PASSWORD. */
export function randomDemoPassword(): string {
  return `demo-${randomBytes(15).toString('base64url')}`;
}
