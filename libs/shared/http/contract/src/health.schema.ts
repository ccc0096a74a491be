import * as v from 'valibot';

export const HEALTH_PATH = '/api/health';

/**
 * The health probe's answer: 200 while the process can reach its database; 503 with
 * `Retry-After` and the error envelope's `{message, code}` while it cannot (a load balancer then
 * sends its traffic elsewhere, and back once the database answers again).
 */
export const Health = v.object({
  status: v.picklist(['ok', 'unavailable']),
  version: v.string(),
  database: v.picklist(['up', 'down']),
  message: v.optional(v.string()),
  code: v.optional(v.string()),
});
export type Health = v.InferOutput<typeof Health>;
