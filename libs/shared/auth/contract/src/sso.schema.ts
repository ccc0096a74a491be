import * as v from 'valibot';
import { AuthMessages } from './auth.messages.js';

export const SsoValidateInput = v.object({
  ticket: v.pipe(
    v.string(AuthMessages.required('ticket')),
    v.nonEmpty(AuthMessages.required('ticket')),
    v.maxLength(4096),
  ),
});
export type SsoValidateInput = v.InferOutput<typeof SsoValidateInput>;

/** 200 `{success: true, message: 'Authenticated'}` or 401 `{success: false, message: 'Authentication failed'}`. */
export const SsoValidateResult = v.object({
  success: v.boolean(),
  message: v.string(),
});
export type SsoValidateResult = v.InferOutput<typeof SsoValidateResult>;
