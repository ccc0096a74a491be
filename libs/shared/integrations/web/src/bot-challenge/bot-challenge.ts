/**
 * Bot protection as a form uses it: a token for `action` to send with the form, or undefined when
 * none is configured or the widget failed (the server then answers with its own message).
 */
export interface BotChallenge {
  token(action: string): Promise<string | undefined>;
}

/** No bot protection configured: no script, no token, and the server asks for none. */
export const noBotChallenge: BotChallenge = { token: async () => undefined };
