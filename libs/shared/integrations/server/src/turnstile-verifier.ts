import type { BotChallengeOutcome, BotChallengeVerifier } from './bot-challenge.js';

export const TURNSTILE_DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Turnstile's tokens are at most this long; a longer one is refused without a call. */
export const TURNSTILE_MAX_TOKEN_LENGTH = 2048;

export interface TurnstileVerifierOptions {
  /** The widget's secret key. */
  secret: string;
  /** Cloudflare's siteverify endpoint (a loopback stand-in in tests). */
  verifyUrl?: string;
  /** How long to wait for the vendor before calling it unavailable. */
  timeoutMs?: number;
  /** Told when the vendor could not be asked or said our request was wrong (an operator's problem, worth a log line). */
  onUnavailable?: (problem: { status?: number; errorCodes?: string[]; error?: unknown }) => void;
}

/** Siteverify's answer, as far as it is read here. */
interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/** The visitor's fault: a bad, expired or already used token. Every other code is ours or the vendor's. */
const VISITOR_ERRORS = new Set(['missing-input-response', 'invalid-input-response', 'timeout-or-duplicate']);

/**
 * Cloudflare Turnstile's server-side check: POST the secret, the token and the client's address
 * to siteverify (form-encoded, as the vendor documents it). A success for another action than the
 * form's is refused, so a token solved on one page opens no other.
 */
export function turnstileVerifier(options: TurnstileVerifierOptions): BotChallengeVerifier {
  const url = options.verifyUrl ?? TURNSTILE_DEFAULT_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const unavailable = (
    problem: Parameters<NonNullable<TurnstileVerifierOptions['onUnavailable']>>[0],
  ): BotChallengeOutcome => {
    options.onUnavailable?.(problem);
    return { passed: false, reason: 'unavailable' };
  };

  return {
    enabled: true,
    async verify({ token, action, ip }) {
      if (!token) return { passed: false, reason: 'missing' };
      if (token.length > TURNSTILE_MAX_TOKEN_LENGTH) return { passed: false, reason: 'invalid' };
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (ip) body.set('remoteip', ip);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return unavailable({ status: response.status });
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        return unavailable({ error });
      }
      if (answer.success === true) {
        return answer.action === action ? { passed: true } : { passed: false, reason: 'invalid' };
      }
      const codes = Array.isArray(answer['error-codes'])
        ? answer['error-codes'].filter((c): c is string => typeof c === 'string')
        : [];
      if (codes.length > 0 && codes.every((code) => VISITOR_ERRORS.has(code)))
        return { passed: false, reason: 'invalid' };
      return unavailable({ errorCodes: codes });
    },
  };
}
