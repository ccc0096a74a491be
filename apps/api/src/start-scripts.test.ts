import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Target {
  options: { command: string };
}
const api = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  nx: { targets: Record<string, Target> };
};
const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The environment a target's command gives the API process: the command with `node …` replaced by `env`. */
function environmentOf(target: string, outer: Record<string, string> = {}): Record<string, string> {
  const command = api.nx.targets[target]!.options.command.replace(/\b(node|tsx watch)\b.*$/, 'env');
  const printed = execFileSync('sh', ['-c', command], {
    env: { PATH: process.env['PATH'] ?? '', ...outer },
    encoding: 'utf8',
  });
  return Object.fromEntries(
    printed
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('the start commands', () => {
  it('`npm start` serves the build in production mode with the demo world', () => {
    expect(root.scripts['start']).toBe('nx run api:serve-prod');
    // Production refuses to start without a named payments provider: `npm start` names the simulated one.
    expect(environmentOf('serve-prod')).toMatchObject({
      NODE_ENV: 'production',
      SEED: 'demo',
      PAYMENTS_PROVIDER: 'embedded',
    });
    expect(environmentOf('serve-prod', { PAYMENTS_PROVIDER: 'stripe' })).toMatchObject({ PAYMENTS_PROVIDER: 'stripe' });
    // Whoever starts it may still say otherwise about demo data, never about the mode.
    expect(environmentOf('serve-prod', { SEED: 'none', NODE_ENV: 'development' })).toMatchObject({
      NODE_ENV: 'production',
      SEED: 'none',
    });
  });

  it('`npm run dev` runs the API in development mode (its helpers, loopback only) with the demo world', () => {
    expect(root.scripts['dev']).toContain('-t dev -p api web');
    expect(environmentOf('dev')).toMatchObject({ NODE_ENV: 'development', SEED: 'demo' });
    expect(environmentOf('dev')).not.toHaveProperty('SSO_SECRET');
  });
});
