import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line (quality bar: no password, token or session id). */
const REDACTED_PATHS = [
  'password',
  'token',
  'access_token',
  'ticket',
  '*.password',
  '*.token',
  'headers.cookie',
  'headers.authorization',
  `headers["x-xsrf-token"]`,
];

/**
 * Structured JSON logs on stdout; `level: 'silent'` for tests, or a `destination` stream for tests
 * that read the lines. Writes to stdout are asynchronous so a request never waits on a write
 * system call; call `logger.flush()` before the process exits.
 */
export function createLogger(
  options: { level?: LoggerOptions['level']; name?: string; destination?: DestinationStream } = {},
): Logger {
  const level = options.level ?? 'info';
  const settings: LoggerOptions = {
    name: options.name ?? 'folio',
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (options.destination) return pino(settings, options.destination);
  return level === 'silent' ? pino(settings) : pino(settings, pino.destination({ dest: 1, sync: false }));
}
