// Public API of @folio/integrations-server: the server side of the third-party services.
export {
  BOT_CHALLENGE_RETRY_AFTER_SECONDS,
  BOT_CHALLENGE_UNAVAILABLE_MESSAGE,
  botChallengeOff,
  botChallengeUnavailable,
  type BotChallengeInput,
  type BotChallengeOutcome,
  type BotChallengeVerifier,
} from './bot-challenge.js';
export {
  TURNSTILE_DEFAULT_VERIFY_URL,
  TURNSTILE_MAX_TOKEN_LENGTH,
  turnstileVerifier,
  type TurnstileVerifierOptions,
} from './turnstile-verifier.js';
export {
  integrationCspSources,
  mergeCspSources,
  originOf,
  type BrowserIntegrations,
  type CspSources,
} from './csp-sources.js';
