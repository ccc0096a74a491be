import { describe, expect, it } from 'vitest';
import { BOUNDARIES_RULE, fileIn, importOf, lintAs, linter, projectGraph } from './lint-harness.js';

/** Lint fixtures left untagged on purpose, to prove that a missing tag fails lint. */
const DELIBERATELY_UNTAGGED = ['fixture-untagged'];

const ALLOWED = {
  scope: ['shared', 'commerce', 'catalog', 'marketing', 'app'],
  type: ['contract', 'web', 'server', 'ui', 'util', 'testing', 'app'],
  platform: ['web', 'node', 'neutral'],
} as const;

/** Tags Nx adds by itself (`npm:private`, `npm:public`); they carry no boundary meaning. */
const isNxTag = (tag: string) => tag.startsWith('npm:');

/** Every problem with one project's tags, as text; empty when the tags are right. */
function tagProblems(tags: string[]): string[] {
  const problems: string[] = [];
  const ours = tags.filter((tag) => !isNxTag(tag));
  for (const [kind, values] of Object.entries(ALLOWED)) {
    const ofKind = ours.filter((tag) => tag.startsWith(`${kind}:`));
    if (ofKind.length !== 1) problems.push(`needs exactly one ${kind}: tag, has ${ofKind.length}`);
    for (const tag of ofKind) {
      if (!(values as readonly string[]).includes(tag.slice(kind.length + 1))) problems.push(`unknown tag ${tag}`);
    }
  }
  for (const tag of ours) {
    if (!Object.keys(ALLOWED).some((kind) => tag.startsWith(`${kind}:`))) problems.push(`unknown tag ${tag}`);
  }
  return problems;
}

describe('project tags', () => {
  it('every project has exactly one scope:, one type: and one platform: tag from the allowed sets', () => {
    const problems = Object.values(projectGraph().nodes)
      .filter((node) => !DELIBERATELY_UNTAGGED.includes(node.name))
      .flatMap((node) =>
        tagProblems(node.data.tags ?? []).map((problem) => `${node.name} (${node.data.root}): ${problem}`),
      );
    expect(problems).toEqual([]);
  });

  it('the check itself rejects missing, doubled and unknown tags', () => {
    expect(tagProblems(['scope:shared', 'type:util', 'platform:node', 'npm:private'])).toEqual([]);
    expect(tagProblems(['scope:shared', 'type:util'])).toEqual(['needs exactly one platform: tag, has 0']);
    expect(tagProblems(['scope:shared', 'scope:app', 'type:util', 'platform:web'])).toEqual([
      'needs exactly one scope: tag, has 2',
    ]);
    expect(tagProblems(['scope:billing', 'type:util', 'platform:web'])).toEqual(['unknown tag scope:billing']);
    expect(tagProblems(['scope:shared', 'type:util', 'platform:web', 'feature'])).toEqual(['unknown tag feature']);
  });

  it('the deliberately untagged fixtures exist and really have no tags', () => {
    for (const name of DELIBERATELY_UNTAGGED) {
      const node = projectGraph().nodes[name];
      expect(node, name).toBeDefined();
      expect(node.data.root.startsWith('tools/lint-fixtures/')).toBe(true);
      expect((node.data.tags ?? []).filter((tag) => !isNxTag(tag))).toEqual([]);
    }
  });
});

describe('an untagged project fails lint', () => {
  it('when it imports a project', async () => {
    const errors = await lintAs('fixture-untagged', importOf('@folio/fixture-shared'));
    expect(errors).toHaveLength(1);
    expect(errors[0].ruleId).toBe(BOUNDARIES_RULE);
    expect(errors[0].message).toContain(
      'A project without tags matching at least one constraint cannot depend on any libraries',
    );
  });

  it.each(['fixture-shared', 'fixture-commerce-a', 'fixture-web', 'fixture-node-only'])(
    'when %s imports it',
    async (project) => {
      const errors = await lintAs(project, importOf('@folio/fixture-untagged'));
      expect(errors).toHaveLength(1);
      expect(errors[0].ruleId).toBe(BOUNDARIES_RULE);
      expect(errors[0].message).toMatch(/^A project tagged with "scope:\w+" can only depend on libs tagged with/);
    },
  );
});

type DepConstraint = {
  sourceTag?: string;
  allSourceTags?: string[];
  onlyDependOnLibsWithTags?: string[];
  notDependOnLibsWithTags?: string[];
};

describe('the boundary rule configuration', () => {
  // The root modules that configs and tests may reach by relative path (they belong to no project).
  const SHARED_TOOLING = [
    '^(\\.\\./)+eslint\\.config\\.mjs$',
    '^(\\.\\./)+tools/vitest/[a-z-]+(\\.[jt]s)?$',
    '^(\\.\\./)+tools/vite/folio-library(\\.[jt]s)?$',
  ];
  it.each([
    ['src/index.ts', []],
    ['src/page.tsx', []],
    ['src/index.test.ts', SHARED_TOOLING],
    ['vitest.config.ts', SHARED_TOOLING],
  ])('is an error with no "*" constraint for %s', async (file, allow) => {
    const config = await linter('fixture-web').calculateConfigForFile(fileIn('fixture-web', file));
    const [severity, options] = config.rules[BOUNDARIES_RULE];
    expect(severity).toBe(2);
    expect(options.allow).toEqual(allow);
    expect(options.enforceBuildableLibDependency).toBe(true);
    const constraints: DepConstraint[] = options.depConstraints;
    expect(constraints).toHaveLength(15);
    const tags = constraints.flatMap((c) => [
      c.sourceTag ?? '',
      ...(c.allSourceTags ?? []),
      ...(c.onlyDependOnLibsWithTags ?? []),
      ...(c.notDependOnLibsWithTags ?? []),
    ]);
    expect(tags.filter((tag) => tag === '' || tag.includes('*'))).toEqual([]);
  });

  it('only config and test files may import the root tooling by relative path', async () => {
    const rootTooling = importOf('../../../tools/vitest/folio-project');
    expect(await lintAs('fixture-web', rootTooling, { file: 'vitest.config.ts' })).toEqual([]);
    const libraryBuild = importOf('../../../tools/vite/folio-library');
    expect(await lintAs('fixture-web', libraryBuild, { file: 'vite.config.ts' })).toEqual([]);
    const packHarness = importOf('../../../../tools/vitest/pack-harness');
    expect(await lintAs('fixture-web', packHarness, { file: 'src/package.test.ts' })).toEqual([]);
    const fromSource = await lintAs('fixture-web', importOf('../../../../tools/vitest/folio-project'));
    expect(fromSource.map((e) => e.ruleId)).toEqual([BOUNDARIES_RULE]);
    expect(fromSource[0].message).toContain('External resources cannot be imported using a relative or absolute path');
  });

  it('a config file still cannot reach into another project by relative path', async () => {
    const errors = await lintAs('fixture-web', importOf('../fixture-node-only/src/index'), {
      file: 'vitest.config.ts',
    });
    expect(errors.map((e) => e.ruleId)).toEqual([BOUNDARIES_RULE]);
    expect(errors[0].message).toContain('Projects cannot be imported by a relative or absolute path');
  });
});
