import type { ResolvedPath } from './fuzz-path.js';
import { REPORT, type Who } from './fuzz-world.js';
import { answerProblems, type ReadAnswer } from './response-leaks.js';
import type { Answer } from './visitor.js';

/**
 * Checking and counting the answers of the input-robustness suites: the quality bar's rules on
 * each answer, with a readable report of the exchange that broke one, and per-endpoint figures
 * for FOLIO_FUZZ_REPORT=1.
 */

/** The request line and the strings of the request an answer may quote back. */
export function pathStrings(request: ResolvedPath): string[] {
  let decodedPath = request.path;
  try {
    decodedPath = decodeURI(request.path);
  } catch {
    // The router keeps what it cannot decode, and so does the quote.
  }
  return [...Object.values(request.params), request.path, decodedPath];
}

export const preview = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** What was sent and answered, for a failure report. */
export interface Exchange {
  who: Who;
  method: string;
  path: string;
  /** How the request was made (`near-miss:number`, `raw:invalid-utf8`, …) and what else to print. */
  how: string;
  details: string[];
  answer: Answer;
}

/**
 * The quality bar's problems with one answer (`answerProblems`), plus a 419 to a request that
 * held a valid CSRF token; throws a readable report of the exchange when there are any.
 */
export function checkAnswer(exchange: Exchange, rules: { sent: readonly string[]; accepted: boolean }) {
  const { who, method, path, how, details, answer } = exchange;
  const problems = answerProblems(answer satisfies ReadAnswer, rules);
  if (answer.status === 419) problems.push('answered 419 although the CSRF token was valid');
  if (problems.length === 0) return;
  throw new Error(
    [
      `${method} ${preview(path, 200)} as ${who} (${how}):`,
      ...problems.map((problem) => `  - ${problem}`),
      ...details.map((detail) => `  ${detail}`),
      `  answered ${answer.status}: ${preview(answer.text)}`,
    ].join('\n'),
  );
}

export interface Stats {
  runs: number;
  accepted: number;
  budgetedOut: number;
  kinds: Record<string, number>;
  statuses: Record<Who, Map<number, number>>;
  ms: number;
}

export function newStats(): Stats {
  return { runs: 0, accepted: 0, budgetedOut: 0, kinds: {}, statuses: { guest: new Map(), member: new Map() }, ms: 0 };
}

/** Counts a request by how it was made (`near-miss:number` counts as `near-miss`). */
export function countKind(s: Stats, how: string) {
  const kind = how.split(':')[0] ?? how;
  s.kinds[kind] = (s.kinds[kind] ?? 0) + 1;
}

export function countStatus(s: Stats, who: Who, status: number) {
  s.statuses[who].set(status, (s.statuses[who].get(status) ?? 0) + 1);
}

/** With FOLIO_FUZZ_REPORT=1: what each endpoint was sent and answered, and how long it took. */
export function printStats(stats: ReadonlyMap<string, Stats>) {
  if (!REPORT) return;
  for (const [route, s] of stats) {
    const list = (entries: Iterable<[string | number, number]>) =>
      [...entries].map(([key, n]) => `${key}×${n}`).join(' ');
    const statuses = (who: Who) => list([...s.statuses[who]].sort(([a], [b]) => a - b));
    const budget = s.budgetedOut ? ` (${s.budgetedOut} more budgeted out)` : '';
    console.info(
      `${route}: ${s.runs} runs in ${s.ms} ms, ${s.accepted} accepted by the contract${budget}; ${list(Object.entries(s.kinds))}\n` +
        `  guest: ${statuses('guest')}\n  member: ${statuses('member')}`,
    );
  }
}
