import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

// Importing the money helpers, the relative time or the countdown must not pull luxon into a web
// bundle (quality bar F3: luxon stays out of every public route's initial graph). Each case
// bundles a one-line entry with Vite (rolldown) straight from src/index.ts, once with luxon
// bundled and once with it external, and the luxon-based date formatters are the control that
// shows the checks can fail.

const INDEX = resolve(import.meta.dirname, 'index.ts');
/** String literals of luxon's own code: they survive minification and renaming. */
const LUXON_CODE = ['Invalid DateTime', 'unsupported zone'];
const LUXON_IMPORT = /(?:from|import)\s*\(?\s*["']luxon["']|require\(\s*["']luxon["']\s*\)/;

const workDir = mkdtempSync(join(tmpdir(), 'folio-formatting-shake-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function bundle(name: string, call: string, luxon: 'bundled' | 'external'): Promise<string> {
  const entry = join(workDir, `${name}-${luxon}.js`);
  writeFileSync(entry, `import { ${name} } from ${JSON.stringify(INDEX)};\nconsole.log(JSON.stringify(${call}));\n`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: workDir,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: { external: luxon === 'external' ? ['luxon'] : [] },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => ('output' in output ? output.output : []));
  return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

/** Runs a self-contained bundle and returns what its entry printed. */
function run(code: string, name: string): unknown {
  const file = join(workDir, `${name}.out.mjs`);
  writeFileSync(file, code);
  return JSON.parse(execFileSync(process.execPath, [file], { encoding: 'utf8' }));
}

const luxonFree = [
  ['formatCurrency', 'formatCurrency(1)', '$1.00'],
  ['formatMinorUnits', "formatMinorUnits(123450, 'gbp')", '£1,234.50 GBP'],
  ['currencySymbol', "currencySymbol('EUR')", '€'],
  ['timeAgo', 'timeAgo(0, new Date(86400000))', '1 day ago'],
  [
    'closingCountdown',
    "closingCountdown('2024-01-05', {}, new Date('2024-01-05T20:00:00Z'))",
    '3 hours 59 minutes left',
  ],
  ['parseDate', "parseDate('2024-01-05')", '2024-01-05T00:00:00.000Z'],
] as const;

const luxonBased = [
  ['formatLongDate', 'formatLongDate(0)', 'January 1, 1970'],
  ['formatShortDate', 'formatShortDate(0)', 'Jan 1, 1970'],
  ['formatDateTime', 'formatDateTime(0)', 'Jan 1, 1970, 12:00 AM'],
] as const;

describe('tree-shaking', { timeout: 60_000 }, () => {
  it.each(luxonFree)('a bundle importing only %s contains no luxon code', async (name, call, printed) => {
    const code = await bundle(name, call, 'bundled');
    for (const marker of LUXON_CODE) expect(code).not.toContain(marker);
    // The bundle is not merely empty: it runs and prints the right text.
    expect(run(code, name)).toBe(printed);
  });

  it.each(luxonFree)('a bundle importing only %s does not import luxon', async (name, call) => {
    expect(await bundle(name, call, 'external')).not.toMatch(LUXON_IMPORT);
  });

  it.each(luxonBased)('control: a bundle importing %s does carry luxon', async (name, call, printed) => {
    const bundled = await bundle(name, call, 'bundled');
    for (const marker of LUXON_CODE) expect(bundled).toContain(marker);
    expect(run(bundled, name)).toBe(printed);
    expect(await bundle(name, call, 'external')).toMatch(LUXON_IMPORT);
  });
});
