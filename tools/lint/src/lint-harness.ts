import { join } from 'node:path';
import { readCachedProjectGraph, workspaceRoot, type ProjectGraph } from '@nx/devkit';
import { ESLint, type Linter } from 'eslint';

export const BOUNDARIES_RULE = '@nx/enforce-module-boundaries';

let graph: ProjectGraph | undefined;
const linters = new Map<string, ESLint>();

/** The project graph cached by the global setup. */
export function projectGraph(): ProjectGraph {
  graph ??= readCachedProjectGraph();
  return graph;
}

/** Absolute path of a file, which need not exist, inside the project named `project`. */
export function fileIn(project: string, relativePath: string): string {
  const node = projectGraph().nodes[project];
  if (!node) throw new Error(`project ${project} is not in the Nx project graph`);
  return join(workspaceRoot, node.data.root, relativePath);
}

/**
 * The workspace's real ESLint setup exactly as `nx lint` loads it: from the project's folder, so
 * the project's own eslint.config.mjs is the config file and path globs resolve as they do there.
 */
export function linter(project: string): ESLint {
  const root = projectGraph().nodes[project]?.data.root;
  if (root === undefined) throw new Error(`project ${project} is not in the Nx project graph`);
  let eslint = linters.get(root);
  if (!eslint) linters.set(root, (eslint = new ESLint({ cwd: join(workspaceRoot, root) })));
  return eslint;
}

/**
 * Lints `code` as if it were the file `relativePath` of `project`, and returns the errors of
 * the given rules (warnings such as an unused import do not matter here).
 */
export async function lintAs(
  project: string,
  code: string,
  { file = 'src/boundary-probe.ts', rules = [BOUNDARIES_RULE, 'no-restricted-imports'] } = {},
): Promise<Linter.LintMessage[]> {
  const [result] = await linter(project).lintText(code, { filePath: fileIn(project, file) });
  return result.messages.filter((m) => m.severity === 2 && m.ruleId !== null && rules.includes(m.ruleId));
}

/** One import statement that uses what it imports, so only the boundary rules have a say. */
export function importOf(specifier: string): string {
  return `import * as imported from '${specifier}';\n\nexport const probe = imported;\n`;
}
