import * as v from 'valibot';

export const HEALTH_PATH = '/api/health';

export const Health = v.object({
  status: v.literal('ok'),
  version: v.string(),
});
export type Health = v.InferOutput<typeof Health>;
