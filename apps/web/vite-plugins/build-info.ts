import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the build says which build it is: the open pages poll it (see `src/build-check.ts`). */
export const LATEST_BUILD_FILE = 'builds/latest.json';
export const buildMetaFile = (id: string) => `builds/meta/${id}.json`;

export interface BuildInfo {
  id: string;
  /** When it was built, in milliseconds since the epoch. */
  timestamp: number;
}

/** One output file: its name and its bytes or text. */
export interface OutputFile {
  fileName: string;
  content: string | Uint8Array;
}

/**
 * The build's id: a digest of every output file's name and content, so the same sources give the
 * same id (a rebuild that changes nothing makes no open page reload) and any change a new one.
 */
export function buildIdOf(files: readonly OutputFile[]): string {
  const digest = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.fileName < b.fileName ? -1 : 1))) {
    if (file.fileName.startsWith('builds/')) continue;
    digest.update(file.fileName).update('\0').update(file.content).update('\0');
  }
  return digest.digest('hex').slice(0, 16);
}

/** `builds/latest.json` and `builds/meta/{id}.json`, both `{id, timestamp}`. */
export function buildInfoFiles(
  files: readonly OutputFile[],
  now: () => number = Date.now,
): Array<{ fileName: string; source: string }> {
  const info: BuildInfo = { id: buildIdOf(files), timestamp: now() };
  const source = JSON.stringify(info);
  return [
    { fileName: LATEST_BUILD_FILE, source },
    { fileName: buildMetaFile(info.id), source },
  ];
}

/**
 * Writes the build housekeeping files into dist: the API serves `builds/latest.json` with
 * `no-cache` and puts its id into every page's public config, and a page whose id is no longer the
 * latest reloads on its next navigation. Runs after the other plugins have added their files
 * (index.html included), so the id covers everything served.
 */
export function buildInfo(now: () => number = Date.now): Plugin {
  return {
    name: 'folio:build-info',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle).map((out) => ({
          fileName: out.fileName,
          content: out.type === 'chunk' ? out.code : out.source,
        }));
        for (const file of buildInfoFiles(files, now)) this.emitFile({ type: 'asset', ...file });
      },
    },
  };
}
