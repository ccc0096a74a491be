import {
  botChallengeOff,
  integrationCspSources,
  turnstileVerifier,
  type BotChallengeVerifier,
  type CspSources,
} from '@folio/integrations-server';
import type { Logger } from '@folio/server-kit';
import type { AppConfig } from './env.js';

/**
 * Bot protection for registration and giveaway entry: Cloudflare Turnstile when configured, else
 * off. One instance for both. When the vendor cannot be asked, or refuses our secret, each refusal
 * is logged (the visitor gets a 503 asking to try again).
 */
export function botChallengeVerifier(config: AppConfig, logger: Logger): BotChallengeVerifier {
  const turnstile = config.integrations.botChallenge;
  if (!turnstile) return botChallengeOff;
  return turnstileVerifier({
    secret: turnstile.secretKey,
    verifyUrl: turnstile.verifyUrl,
    onUnavailable: (problem) =>
      logger.warn(
        { err: problem.error, status: problem.status, errorCodes: problem.errorCodes },
        'Turnstile could not verify a token',
      ),
  });
}

/** The page CSP's extra sources: exactly the configured browser services' origins, nothing for the others. */
export function integrationsCsp(config: Pick<AppConfig, 'integrations'>): CspSources {
  const { chat, botChallenge, analyticsTag, searchInsights } = config.integrations;
  return integrationCspSources({
    chat: chat && { widgetUrl: chat.widgetUrl, apiBase: chat.apiBase },
    botChallenge: botChallenge && { scriptUrl: botChallenge.scriptUrl },
    analyticsTag: analyticsTag && { scriptUrl: analyticsTag.scriptUrl },
    searchInsights: searchInsights && { url: searchInsights.url },
  });
}
