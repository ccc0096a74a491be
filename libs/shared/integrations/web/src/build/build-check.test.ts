import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_EVERY_MS, reloadOnNextNavigation, watchForNewBuild } from './build-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchForNewBuild', () => {
  it('asks every 3,600,000 ms exactly, and nothing in between', async () => {
    const latest = vi.fn(async () => ({ id: 'build-a' }));
    const stop = watchForNewBuild({ currentId: 'build-a', latest, onNewBuild: () => undefined });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS - 1);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(BUILD_CHECK_EVERY_MS).toBe(3_600_000);
    stop();
  });

  it('tells once when another build is served, and stops asking', async () => {
    let served = 'build-a';
    const latest = vi.fn(async () => ({ id: served }));
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: 'build-a', latest, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    served = 'build-b';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_EVERY_MS);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('skips a failed check and tries again at the next', async () => {
    const latest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ id: 'build-b' });
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: 'build-a', latest, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_EVERY_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnNextNavigation', () => {
  it('turns the next navigation into a full load of its target, without moving the page first, once', async () => {
    const history = createMemoryHistory({ initialEntries: ['/events'] });
    const loads: string[] = [];
    reloadOnNextNavigation(history, (href) => loads.push(href));
    history.push('/event/spring-signing?tab=store');
    await vi.runAllTimersAsync();
    expect(loads).toEqual(['/event/spring-signing?tab=store']);
    expect(history.location.pathname).toBe('/events');
    // After that one the blocker is gone (the full load replaces this page anyway).
    history.push('/authors');
    await vi.runAllTimersAsync();
    expect(loads).toHaveLength(1);
    expect(history.location.pathname).toBe('/authors');
  });
});
