import { OPENID_ISSUER } from './accounts-env';
import { startOpenIdProvider } from './openid-provider';

/** Another Playwright run on this machine already serves the provider (like `reuseExistingServer`). */
async function providerAlreadyRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${OPENID_ISSUER}/.well-known/openid-configuration`);
    return response.ok && ((await response.json()) as { issuer?: string }).issuer === OPENID_ISSUER;
  } catch {
    return false;
  }
}

/**
 * Starts the loopback OpenID provider the accounts server's "Sign in with Google" talks to. The
 * API discovers the provider on first use, so it may start before this runs.
 */
export default async function globalSetup() {
  try {
    const provider = await startOpenIdProvider();
    return () => provider.close();
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' &&
      !process.env['CI'] &&
      (await providerAlreadyRunning())
    ) {
      return () => undefined;
    }
    throw error;
  }
}
