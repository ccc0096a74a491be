#!/usr/bin/env node
// The workspace's lint in one pass (`npm run lint`, and the lint gate of `npm test`):
//   1. Biome's format check: the tree is formatted (biome.json; `npm run format` fixes it);
//   2. one ESLint process over the whole workspace with the root config every project re-exports,
//      so the module boundaries and the platform bans run exactly as `nx lint <project>` runs them,
//      but the config, the plugins and the Nx project graph are loaded once instead of once per
//      project (on a clean clone about 17 s instead of 72 s, and a fifth of the CPU).
//
// `@nx/enforce-module-boundaries` reads Nx's cached project graph and skips itself, with a warning
// on stdout, when there is none (a fresh clone has none). So the graph is computed first, and a
// lint in which the rule reported that it did not run fails.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';

const root = resolve(import.meta.dirname, '../..');
process.chdir(root);
const started = performance.now();

const format = spawnSync('npx', ['biome', 'ci', '--linter-enabled=false', '--colors=off', '.'], { stdio: 'inherit' });
if (format.status !== 0) console.error('\nThe tree is not formatted: run `npm run format` and commit the result.');

await createProjectGraphAsync({ exitOnError: true });
// Through the CLI, not the Node API: the boundary rule reuses its graph only in a terminal run
// (it reloads it for every file otherwise, which doubles the time). `--quiet` runs and reports
// the error-level rules only; warnings are advisory, as under `nx lint`.
const eslint = spawnSync('npx', ['eslint', '.', '--quiet'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
process.stdout.write(eslint.stdout);
const skipped = eslint.stdout.includes('No cached ProjectGraph');
if (skipped) console.error('The module-boundary rule did not run: no Nx project graph was available.');
console.log(`Format check and ESLint: ${((performance.now() - started) / 1000).toFixed(1)} s`);

process.exit(format.status === 0 && eslint.status === 0 && !skipped ? 0 : 1);
