import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE } from '../../tools/vitest/pack-harness.ts';

// docs/architecture.md names every project of the workspace twice, by hand: a row of its project
// table (project, package, what it is) and a node of its Mermaid diagram, inside the subgraph of
// its scope. Both fell behind once (the giveaways domain was in neither), so this reads the
// projects as Nx finds them (a package.json in a workspace folder, or a project.json) and checks
// both lists against them, in both directions. The lint fixtures are not part of the product, and
// `new-project.test.ts` generates throwaway projects under `libs/zz-new-project-*` while it runs.

const ARCHITECTURE = 'docs/architecture.md';

interface Project {
  name: string;
  packageName: string | null;
  scope: string | null;
}

interface Manifest {
  name?: string;
  tags?: string[];
  nx?: { name?: string; tags?: string[] };
}

const readJson = (path: string): Manifest => JSON.parse(readFileSync(join(WORKSPACE, path), 'utf8')) as Manifest;

function workspaceProjects(): Project[] {
  const { workspaces = [] } = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const manifests = globSync(
    [...workspaces.map((pattern) => `${pattern}/package.json`), '{apps,libs,tools}/**/project.json'],
    {
      cwd: WORKSPACE,
      exclude: ['**/node_modules/**', '**/dist/**', 'tools/lint-fixtures/**', 'libs/zz-new-project-*/**'],
    },
  );
  const byRoot = new Map<string, { projectJson?: Manifest; packageJson?: Manifest }>();
  for (const manifest of manifests) {
    const root = dirname(manifest).split('\\').join('/');
    const entry = byRoot.get(root) ?? {};
    if (manifest.endsWith('project.json')) entry.projectJson = readJson(manifest);
    else entry.packageJson = readJson(manifest);
    byRoot.set(root, entry);
  }
  return [...byRoot].map(([root, { projectJson, packageJson }]) => {
    // A project.json beside a package.json (tools/lint, tools/scripts): Nx merges the two.
    const pkg =
      packageJson ?? (existsSync(join(WORKSPACE, root, 'package.json')) ? readJson(`${root}/package.json`) : undefined);
    const name = projectJson?.name ?? pkg?.nx?.name ?? pkg?.name;
    if (!name) throw new Error(`${root}: a project without a name`);
    const tags = [...(projectJson?.tags ?? []), ...(pkg?.nx?.tags ?? [])];
    const scope = tags.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length) ?? null;
    return { name, packageName: pkg?.name ?? null, scope };
  });
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

/** The rows of the table headed `| project | package | what it is |`: each row's project and package names. */
function projectTable(markdown: string): Array<{ projects: string[]; packages: string[] }> {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*project\s*\|\s*package\s*\|/.test(line));
  if (header < 0) throw new Error(`${ARCHITECTURE}: no table headed "| project | package | what it is |"`);
  const rows: Array<{ projects: string[]; packages: string[] }> = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [projects = '', packages = ''] = line.slice(1).split(/(?<!\\)\|/);
    rows.push({ projects: ticked(projects), packages: ticked(packages).filter((name) => name.startsWith('@')) });
  }
  return rows;
}

/**
 * The nodes of the page's Mermaid diagram, `id["names<br/>what"]`, where `names` are project
 * names separated by commas, with the title of the subgraph each sits in.
 */
function diagramNodes(markdown: string): Array<{ projects: string[]; subgraph: string }> {
  const block = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (block === undefined) throw new Error(`${ARCHITECTURE}: no mermaid diagram`);
  const subgraphs: string[] = [];
  const nodes: Array<{ projects: string[]; subgraph: string }> = [];
  for (const line of block.split('\n')) {
    const subgraph = /^\s*subgraph\s+\w+\s*\["([^"]*)"\]/.exec(line);
    if (subgraph) subgraphs.push(subgraph[1] as string);
    else if (/^\s*end\s*$/.test(line)) subgraphs.pop();
    const node = /^\s*\w+\["([^"]*)"\]\s*$/.exec(line);
    if (!node) continue;
    const names = (node[1] as string).split('<br/>')[0] as string;
    nodes.push({ projects: names.split(',').map((name) => name.trim()), subgraph: subgraphs.at(-1) ?? '' });
  }
  return nodes;
}

const projects = workspaceProjects();
const known = new Set(projects.map(({ name }) => name));
const markdown = readFileSync(join(WORKSPACE, ARCHITECTURE), 'utf8');

describe(`${ARCHITECTURE}`, () => {
  it('reads the workspace: the shells and the libraries, without the lint fixtures', () => {
    expect([...known]).toEqual(expect.arrayContaining(['api', 'web', 'web-e2e', 'formatting', 'workspace-scripts']));
    expect([...known].filter((name) => name.startsWith('fixture-'))).toEqual([]);
  });

  it('lists every project in its project table, with its package, and no project that does not exist', () => {
    const rows = projectTable(markdown);
    const rowOf = new Map(rows.flatMap((row) => row.projects.map((name) => [name, row] as const)));
    expect(
      projects.filter(({ name }) => !rowOf.has(name)).map(({ name }) => name),
      'projects missing from the project table',
    ).toEqual([]);
    expect(
      rows.flatMap((row) => row.projects).filter((name) => !known.has(name)),
      'rows naming no workspace project',
    ).toEqual([]);
    expect(
      projects
        .filter(({ name, packageName }) => packageName && !rowOf.get(name)?.packages.includes(packageName))
        .map(({ name, packageName }) => `${name}: ${packageName}`),
      'projects whose row does not name their package',
    ).toEqual([]);
  });

  it('draws every project in its diagram, inside the subgraph of its scope, and no project that does not exist', () => {
    const nodes = diagramNodes(markdown);
    const nodeOf = new Map(nodes.flatMap((node) => node.projects.map((name) => [name, node] as const)));
    expect(
      projects.filter(({ name }) => !nodeOf.has(name)).map(({ name }) => name),
      'projects missing from the diagram',
    ).toEqual([]);
    expect(
      nodes.flatMap((node) => node.projects).filter((name) => !known.has(name)),
      'diagram nodes naming no workspace project',
    ).toEqual([]);
    expect(
      projects
        .filter(({ name, scope }) => nodeOf.has(name) && !nodeOf.get(name)?.subgraph.includes(`scope:${scope}`))
        .map(({ name, scope }) => `${name} (scope:${scope}) in "${nodeOf.get(name)?.subgraph}"`),
      'projects drawn outside the subgraph of their scope',
    ).toEqual([]);
  });
});
