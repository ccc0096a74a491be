import type { IncomingMessage } from 'node:http';
import { AnalyticsEvent, INGEST_LIMITS, isAnalyticsEvent } from '@folio/analytics-contract';
import { ErrorCode } from '@folio/http-contract';
import { ApiError, badRequest, issuesToFieldErrors, validationFailed } from '@folio/server-kit';
import * as v from 'valibot';

/**
 * The content types the endpoint reads: JSON for one event, newline-delimited JSON for many, and
 * `text/plain`, which is what `navigator.sendBeacon` sends a string as (and what a cross-origin
 * `fetch` may send without a preflight). Tinybird's Events API reads the body whatever it is said
 * to be; we refuse forms and files, which are never events.
 */
const EVENT_TYPES = /^(?:application\/(?:json|x-ndjson|ndjson|jsonl|x-jsonlines)|text\/plain)\s*(?:;|$)/i;

export const isEventContentType = (type: string | undefined) => type !== undefined && EVENT_TYPES.test(type);

export const unsupportedType = () =>
  new ApiError(
    415,
    ErrorCode.UnsupportedMediaType,
    'Unsupported content type. Send one event as application/json, or many as newline-delimited JSON (application/x-ndjson).',
  );

export const tooLarge = () =>
  new ApiError(413, ErrorCode.PayloadTooLarge, `The request body is larger than ${INGEST_LIMITS.bodyBytes / 1024} kB.`);

const tooManyEvents = () =>
  new ApiError(
    413,
    ErrorCode.PayloadTooLarge,
    `A request holds at most ${INGEST_LIMITS.batchEvents} events; send the rest in another.`,
  );

/**
 * A body of known length straight from Node's request, as its own chunks (usually one), to
 * `done` once it has all arrived, or with the error that ended it (the client went away). The
 * HTTP parser ends the body at its `Content-Length`, which the caller checked against the limit.
 * (Through `Request.arrayBuffer()`, @hono/node-server copies the chunks into a new ArrayBuffer
 * after a round of checks and listeners of its own, which cost a single-event post about a sixth
 * of its CPU.)
 */
export function readNodeBody(incoming: IncomingMessage, done: (error: Error | null, bytes: Uint8Array) => void): void {
  const chunks: Buffer[] = [];
  let settled = false;
  const settle = (error: Error | null, bytes: Uint8Array) => {
    if (settled) return;
    settled = true;
    done(error, bytes);
  };
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.once('end', () => settle(null, (chunks.length === 1 ? chunks[0] : undefined) ?? Buffer.concat(chunks)));
  incoming.once('error', (error) => settle(error, EMPTY));
  incoming.once('close', () => {
    if (!incoming.readableEnded) settle(new Error('The connection closed before the request body was read.'), EMPTY);
  });
}
const EMPTY = new Uint8Array(0);

/**
 * Valibot's issues as the shared 422 wording reads them: they are the very objects its standard
 * schema interface hands `validate()` (a path of `{key}` items), typed more loosely there.
 */
export const fieldErrors = (issues: readonly v.BaseIssue<unknown>[]) =>
  issuesToFieldErrors(issues as unknown as Parameters<typeof issuesToFieldErrors>[0]);

/** The latest an event may say it happened, past the server's clock (clients' clocks drift). */
export const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;
/** The earliest: nothing happened on Folio before this. */
const EARLIEST = Date.UTC(2000, 0, 1);

const decoder = new TextDecoder('utf-8', { fatal: true });

/** One accepted event, with its time parsed. */
export interface IngestedEvent {
  event: AnalyticsEvent;
  at: Date;
  /**
   * The JSON text it came as, when that text is one line that reads back as exactly `event`: the
   * contract's guard took the very value the text parses to (not the schema's output), and the
   * text is one object with no line break in it. The stored line can then be this text, without
   * writing the event out again (see `encodeEvents`).
   */
  json?: string;
}

type Checked = { ok: true; value: IngestedEvent } | { ok: false; errors: Record<string, string[]> };

/**
 * One event checked: the contract (the fast guard first, the schema to word a refusal), no NUL
 * character, a time that can be true. `mayHoldNul` is false when the JSON text has no `\u0000`
 * escape, the only way a JSON string holds NUL: then no field is scanned for it.
 */
function check(value: unknown, now: Date, mayHoldNul: boolean, json: string): Checked {
  let event: AnalyticsEvent;
  let text: string | undefined;
  if (isAnalyticsEvent(value)) {
    event = value;
    text = oneLine(json) ? json : undefined;
  } else {
    const result = v.safeParse(AnalyticsEvent, value);
    if (!result.success) return { ok: false, errors: fieldErrors(result.issues) };
    event = result.output;
  }
  if (mayHoldNul) {
    for (const [key, field] of Object.entries(event)) {
      // Refused as before: NUL is no character an event's text needs, and readers of the stored
      // NDJSON (PostgreSQL's text among them) refuse it.
      if (typeof field === 'string' && field.includes('\u0000'))
        return { ok: false, errors: { [key]: [`The ${key} field must not contain NUL characters.`] } };
    }
  }
  const at = new Date(event.timestamp);
  const time = at.getTime();
  if (!(time >= EARLIEST && time <= now.getTime() + MAX_CLOCK_AHEAD_MS)) {
    return {
      ok: false,
      errors: { timestamp: ['The timestamp must be a real time, no more than a day ahead of ours.'] },
    };
  }
  return { ok: true, value: text === undefined ? { event, at } : { event, at, json: text } };
}

/**
 * Whether JSON text that parsed to an object is one NDJSON line as it is: braces at both ends
 * (nothing around them) and no line break anywhere (a string cannot hold a raw one, so any is
 * whitespace between tokens).
 */
const oneLine = (json: string) =>
  json.charCodeAt(0) === 0x7b &&
  json.charCodeAt(json.length - 1) === 0x7d &&
  !json.includes('\n') &&
  !json.includes('\r');

/** Field errors of line `line` (1-based, as an editor counts), keyed `{line}.{field}`, in the message too. */
function lineFailed(line: number, errors: Record<string, string[]>): ApiError {
  const keyed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors))
    keyed[`${line}.${field}`] = messages.map((message) => `Line ${line}: ${message}`);
  return validationFailed(keyed);
}

function parseLine(text: string, line: number | null): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(
      line === null ? 'Malformed JSON in request body.' : `Line ${line} is not valid JSON.`,
      ErrorCode.MalformedJson,
    );
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The events of a body: one JSON object (over one line or several), or newline-delimited JSON,
 * one object a line, blank lines skipped. All or nothing: the first line that is not JSON is a
 * 400, the first that breaks the contract a 422 naming the line and its fields, more than
 * `INGEST_LIMITS.batchEvents` events a 413, and none of the body is stored. (Tinybird's Events API
 * stores the good rows and quarantines the rest; here a refused row is never half-stored, so a
 * client sees its mistake at once, and `quarantined_rows` is always 0.)
 */
export function eventsOfBody(bytes: Uint8Array, now: Date): IngestedEvent[] {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8.', ErrorCode.MalformedJson);
  }
  if (text.trim() === '') throw validationFailed({ _: ['The body holds no event.'] });
  const mayHoldNul = text.includes('\\u0000');

  // One object, whether or not it spans lines: the common case of one event per request.
  const first = text.trimStart().charCodeAt(0);
  if (first === 0x7b /* { */) {
    let whole: unknown;
    let isWhole = true;
    try {
      whole = JSON.parse(text);
    } catch {
      isWhole = false;
    }
    if (isWhole) {
      const checked = check(whole, now, mayHoldNul, text);
      if (checked.ok) return [checked.value];
      throw validationFailed(checked.errors);
    }
  }

  const events: IngestedEvent[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!.trim();
    if (raw === '') continue;
    if (events.length === INGEST_LIMITS.batchEvents) throw tooManyEvents();
    const line = index + 1;
    const value = parseLine(raw, line);
    if (!isObject(value)) throw lineFailed(line, { _: ['Each line must be one event, a JSON object.'] });
    const checked = check(value, now, mayHoldNul, raw);
    if (!checked.ok) throw lineFailed(line, checked.errors);
    events.push(checked.value);
  }
  return events;
}
