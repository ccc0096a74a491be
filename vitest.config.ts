import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

/**
 * Test files at once. Vitest's default outside watch mode is one less than the cores, which on a
 * 2-core machine is one file at a time; most files here wait on PostgreSQL, a child process or a
 * timer as much as they compute, so one more than the cores keeps both busy. FOLIO_TEST_WORKERS
 * overrides it (1 to debug an interaction between files).
 */
const workers = Number(process.env['FOLIO_TEST_WORKERS'] || availableParallelism() + 1);

export default defineConfig({
  test: {
    projects,
    maxWorkers: workers,
  },
});
