import { accountsSeeder } from '@folio/auth-server';
import type { Seeder } from '@folio/db';
import { eventsSeeder } from '@folio/events-server';
import { generatePeople, peopleSeeder } from '@folio/people-server';

/**
 * Demo data, in the order it must run. Each domain contributes its seeder here; each runs once,
 * on the first start of a database, from the fixed seed so every fresh database is the same.
 * The events seeder gets the demo people as plain data (the same generator the people seeder
 * wrote them from), so it can pick who attends what without reading people's tables.
 */
export const seeders: readonly Seeder[] = [accountsSeeder, peopleSeeder, eventsSeeder(generatePeople)];
