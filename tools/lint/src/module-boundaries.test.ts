import { describe, expect, it } from 'vitest';
import { BOUNDARIES_RULE, importOf, lintAs } from './lint-harness.js';

/**
 * Each case lints one import as if it were written inside a fixture project under
 * tools/lint-fixtures (the file need not exist: the path decides which project and which tags
 * apply). The fixtures' own code is allowed and passes `nx lint`; only these probes break rules.
 */

async function expectBoundaryError(project: string, specifier: string, ...fragments: string[]) {
  const errors = await lintAs(project, importOf(specifier));
  expect(errors, `${project} importing ${specifier}`).toHaveLength(1);
  expect(errors[0].ruleId).toBe(BOUNDARIES_RULE);
  for (const fragment of fragments) expect(errors[0].message).toContain(fragment);
}

async function expectAllowed(project: string, specifier: string, file?: string) {
  expect(await lintAs(project, importOf(specifier), { file })).toEqual([]);
}

describe('scope constraints', () => {
  it('commerce importing marketing fails', async () => {
    await expectBoundaryError(
      'fixture-commerce-a',
      '@folio/fixture-marketing',
      'A project tagged with "scope:commerce" can only depend on libs tagged with',
    );
  });

  it('commerce importing a commerce lib that depends on marketing fails (transitive)', async () => {
    await expectBoundaryError(
      'fixture-commerce-a',
      '@folio/fixture-commerce-b',
      'A project tagged with "scope:commerce" can not depend on libs tagged with "scope:marketing"',
      'fixture-commerce-b -> fixture-marketing',
    );
  });

  it('commerce importing catalog fails', async () => {
    await expectBoundaryError(
      'fixture-commerce-a',
      '@folio/fixture-catalog',
      'A project tagged with "scope:commerce" can only depend on libs tagged with',
    );
  });

  it('catalog importing commerce fails', async () => {
    await expectBoundaryError(
      'fixture-catalog',
      '@folio/fixture-commerce-a',
      'A project tagged with "scope:catalog" can only depend on libs tagged with',
    );
  });

  it('shared importing commerce fails', async () => {
    await expectBoundaryError(
      'fixture-shared',
      '@folio/fixture-commerce-b',
      'A project tagged with "scope:shared" can only depend on libs tagged with "scope:shared"',
    );
  });

  it('commerce importing shared passes', async () => {
    await expectAllowed('fixture-commerce-a', '@folio/fixture-shared');
  });

  it('marketing importing catalog passes', async () => {
    await expectAllowed('fixture-marketing', '@folio/fixture-catalog');
  });
});

describe('type constraints', () => {
  it('a contract importing a web project fails', async () => {
    await expectBoundaryError(
      'fixture-contract',
      '@folio/fixture-web',
      'A project tagged with "type:contract" can only depend on libs tagged with "type:contract", "type:util"',
    );
  });

  it('a server project importing a web project fails', async () => {
    await expectBoundaryError(
      'fixture-server',
      '@folio/fixture-web',
      'A project tagged with "type:server" can only depend on libs tagged with',
    );
  });

  it('a web project importing a server project fails', async () => {
    await expectBoundaryError(
      'fixture-web',
      '@folio/fixture-server',
      'A project tagged with "type:web" can only depend on libs tagged with',
    );
  });

  it('a server project importing a contract passes', async () => {
    await expectAllowed('fixture-server', '@folio/fixture-contract');
  });
});

describe('platform constraints', () => {
  it('web importing a node-only project fails', async () => {
    await expectBoundaryError(
      'fixture-web',
      '@folio/fixture-node-only',
      'A project tagged with "platform:web" can only depend on libs tagged with "platform:web", "platform:neutral"',
    );
  });

  it.each([
    'hono',
    'hono/cors',
    '@hono/node-server',
    'drizzle-orm',
    'drizzle-orm/pg-core',
    'pg',
    '@electric-sql/pglite',
  ])('web importing %s fails', async (specifier) => {
    await expectBoundaryError(
      'fixture-web',
      specifier,
      `A project tagged with "platform:web" is not allowed to import "${specifier}"`,
    );
  });

  it.each(['node:fs', 'fs', 'node:crypto', 'path'])('web importing the Node built-in %s fails', async (specifier) => {
    // @nx/enforce-module-boundaries resolves built-ins to no project and skips them, so the
    // root config bans them in web and neutral projects with no-restricted-imports.
    const errors = await lintAs('fixture-web', importOf(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0].ruleId).toBe('no-restricted-imports');
    expect(errors[0].message).toContain('Node built-ins are not available in web or neutral code');
  });

  it.each(['react', 'react-dom/client', 'ky', 'jotai', '@tanstack/react-query'])(
    'node importing %s fails',
    async (specifier) => {
      await expectBoundaryError(
        'fixture-node-only',
        specifier,
        `A project tagged with "platform:node" is not allowed to import "${specifier}"`,
      );
    },
  );

  it('neutral importing react fails', async () => {
    await expectBoundaryError(
      'fixture-contract',
      'react',
      'A project tagged with "platform:neutral" is not allowed to import "react"',
    );
  });

  it('neutral importing hono fails', async () => {
    await expectBoundaryError(
      'fixture-contract',
      'hono',
      'A project tagged with "platform:neutral" is not allowed to import "hono"',
    );
  });

  it('neutral importing node:path fails', async () => {
    const errors = await lintAs('fixture-contract', importOf('node:path'));
    expect(errors.map((e) => e.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('neutral importing a node-only project fails', async () => {
    await expectBoundaryError(
      'fixture-contract',
      '@folio/fixture-node-only',
      'A project tagged with "platform:neutral" can only depend on libs tagged with "platform:neutral"',
    );
  });

  it('node importing node:fs and hono passes', async () => {
    await expectAllowed('fixture-node-only', 'node:fs');
    await expectAllowed('fixture-node-only', 'hono');
  });
});

describe('tests and tool configs run in Node', () => {
  it.each(['src/http.test.ts', 'src/page.test.tsx', 'vitest.config.ts', 'vite.config.ts'])(
    'a web project may import node:fs and hono in %s',
    async (file) => {
      await expectAllowed('fixture-web', 'node:fs', file);
      await expectAllowed('fixture-web', 'hono', file);
    },
  );

  it('a web project test still cannot import a node-only project', async () => {
    const errors = await lintAs('fixture-web', importOf('@folio/fixture-node-only'), { file: 'src/http.test.ts' });
    expect(errors).toHaveLength(1);
    expect(errors[0].ruleId).toBe(BOUNDARIES_RULE);
    expect(errors[0].message).toContain('A project tagged with "platform:web" can only depend on libs tagged with');
  });

  it('a commerce test still cannot import marketing', async () => {
    const errors = await lintAs('fixture-commerce-a', importOf('@folio/fixture-marketing'), {
      file: 'src/cart.test.ts',
    });
    expect(errors.map((e) => e.ruleId)).toEqual([BOUNDARIES_RULE]);
  });

  it('a node project test still cannot import react', async () => {
    const errors = await lintAs('fixture-node-only', importOf('react'), { file: 'src/read.test.ts' });
    expect(errors.map((e) => e.ruleId)).toEqual([BOUNDARIES_RULE]);
  });
});

describe('through a project’s own eslint.config.mjs (how `nx lint` runs)', () => {
  it('still applies the root-anchored Node built-in ban', async () => {
    const messages = await lintAs('fixture-web', importOf('node:fs'));
    expect(messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });
});
