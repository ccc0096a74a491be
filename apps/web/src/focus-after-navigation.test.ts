import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterNavigation, type FocusRouter } from './focus-after-navigation';

/** A router stand-in that lets the test say when a navigation finished drawing. */
function fakeRouter() {
  let listener: Parameters<FocusRouter['subscribe']>[1] | undefined;
  const router: FocusRouter = {
    subscribe: (_event, next) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  return { router, rendered: (event: { fromLocation?: unknown; pathChanged: boolean }) => listener?.(event) };
}

function page(html: string) {
  document.body.innerHTML = `<header><a href="/events" id="nav">Events</a></header><main id="main" tabindex="-1">${html}</main>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the focus after a navigation', () => {
  it("goes to the new page's heading when it was left in the header or on the page's body", () => {
    const { router, rendered } = fakeRouter();
    const stop = focusAfterNavigation(router);
    page('<h1>Events</h1><a href="/event/a">A signing</a>');
    document.getElementById('nav')!.focus();
    rendered({ fromLocation: { pathname: '/' }, pathChanged: true });
    expect(document.activeElement?.textContent).toBe('Events');
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');

    stop();
  });

  it('holds the main landmark while the page loads, and gives the heading the focus when it comes', async () => {
    const { router, rendered } = fakeRouter();
    const stop = focusAfterNavigation(router);
    page('<p>Loading</p>');
    rendered({ fromLocation: { pathname: '/events' }, pathChanged: true });
    expect(document.activeElement?.id).toBe('main');
    // Drawn again on the same path (its data came): still waiting for the heading.
    rendered({ fromLocation: { pathname: '/cart/1' }, pathChanged: false });
    document.getElementById('main')!.insertAdjacentHTML('beforeend', '<h1>Your cart</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.textContent).toBe('Your cart');

    // A reader who tabbed on meanwhile keeps their place.
    page('<p>Loading</p><a href="/x" id="early">Early</a>');
    rendered({ fromLocation: { pathname: '/cart' }, pathChanged: true });
    document.getElementById('early')!.focus();
    document.getElementById('main')!.insertAdjacentHTML('beforeend', '<h1>Later</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe('early');
    stop();
  });

  it('stays where the page or the reader put it: inside the content, on the first load, or on the same page', () => {
    const { router, rendered } = fakeRouter();
    focusAfterNavigation(router);
    page('<h1>Sign in</h1><input id="email" />');
    document.getElementById('email')!.focus();
    rendered({ fromLocation: { pathname: '/' }, pathChanged: true });
    expect(document.activeElement?.id).toBe('email');

    document.getElementById('nav')!.focus();
    rendered({ pathChanged: true });
    rendered({ fromLocation: { pathname: '/events' }, pathChanged: false });
    expect(document.activeElement?.id).toBe('nav');
  });
});
