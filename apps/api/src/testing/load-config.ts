import { loadConfig as loadEnvironment } from '../env.js';

/**
 * `loadConfig` for tests, with the payments provider named as `npm start` names it: a production
 * start refuses to run without PAYMENTS_PROVIDER, and most tests are about something else. A test
 * of that refusal calls `loadConfig` from `env.ts` itself.
 */
export const loadConfig = (source: Record<string, string | undefined>) =>
  loadEnvironment({ PAYMENTS_PROVIDER: 'embedded', ...source });
