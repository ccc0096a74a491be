import { afterEach, describe, expect, it, vi } from 'vitest';
import { noBotChallenge } from './bot-challenge';
import { TOKEN_TIMEOUT_MS, turnstileChallenge, type TurnstileApi } from './turnstile-challenge';

const settings = { siteKey: '0x4AAAAAAAsitekey', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js' };
type Win = Window & { turnstile?: TurnstileApi };

/** Turnstile's in-page API as its script leaves it; `answer` decides what each executed widget calls back. */
function fakeTurnstile(answer: (options: Record<string, (value?: string) => void>) => void) {
  const rendered: Array<Record<string, unknown>> = [];
  const removed: string[] = [];
  const widgets = new Map<HTMLElement, Record<string, unknown>>();
  const api: TurnstileApi = {
    render(container, options) {
      rendered.push(options);
      widgets.set(container, options);
      return `widget-${rendered.length}`;
    },
    execute(container) {
      const options = widgets.get(container as HTMLElement)!;
      queueMicrotask(() => answer(options as Record<string, (value?: string) => void>));
    },
    remove: (id) => void removed.push(id),
  };
  (window as Win).turnstile = api;
  return { rendered, removed };
}

afterEach(() => {
  delete (window as Win).turnstile;
  vi.useRealTimers();
});

describe('turnstileChallenge', () => {
  it('makes a fresh widget per token, for the form action, hidden unless interaction is needed, and removes it after', async () => {
    const turnstile = fakeTurnstile((options) => options['callback']!(`token-for-${String(options['action'])}`));
    const challenge = turnstileChallenge(settings);
    expect(await challenge.token('register')).toBe('token-for-register');
    expect(await challenge.token('giveaway_entry')).toBe('token-for-giveaway_entry');
    expect(turnstile.rendered).toEqual([
      expect.objectContaining({
        sitekey: '0x4AAAAAAAsitekey',
        action: 'register',
        appearance: 'interaction-only',
        execution: 'execute',
      }),
      expect.objectContaining({ action: 'giveaway_entry' }),
    ]);
    expect(turnstile.removed).toEqual(['widget-1', 'widget-2']);
    expect(document.body.children).toHaveLength(0);
  });

  it('gives no token when the widget fails, so the server answers with its own message', async () => {
    fakeTurnstile((options) => options['error-callback']!());
    expect(await turnstileChallenge(settings).token('register')).toBeUndefined();
  });

  it('gives up on a widget that never answers after its time limit', async () => {
    vi.useFakeTimers();
    fakeTurnstile(() => undefined);
    const pending = turnstileChallenge(settings).token('register');
    await vi.advanceTimersByTimeAsync(TOKEN_TIMEOUT_MS);
    expect(await pending).toBeUndefined();
  });

  it("loads Turnstile's script for explicit rendering on the first token only", async () => {
    const challenge = turnstileChallenge(settings);
    const pending = challenge.token('register');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    // The script fails to load here: the form goes on without a token.
    script.dispatchEvent(new Event('error'));
    expect(await pending).toBeUndefined();
    script.remove();
  });
});

describe('noBotChallenge', () => {
  it('gives no token and loads nothing', async () => {
    expect(await noBotChallenge.token('register')).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
