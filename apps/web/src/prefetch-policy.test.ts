import { preloadPolicy, watchPreloadPolicy, type ObservableConnection } from './prefetch-policy';

describe('preloadPolicy', () => {
  it('prefetches on intent when the browser gives no connection information', () => {
    expect(preloadPolicy(undefined)).toBe('intent');
    expect(preloadPolicy({})).toBe('intent');
  });

  it('prefetches on intent on a fast connection', () => {
    expect(preloadPolicy({ effectiveType: '4g', saveData: false })).toBe('intent');
  });

  it('does not prefetch in data-saver mode, however fast the connection', () => {
    expect(preloadPolicy({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('does not prefetch on a %s connection', (effectiveType) => {
    expect(preloadPolicy({ effectiveType })).toBe(false);
  });
});

describe('watchPreloadPolicy', () => {
  function fakeConnection(initial: { saveData?: boolean; effectiveType?: string }) {
    const target = new EventTarget();
    const connection = Object.assign(target, initial) as EventTarget & ObservableConnection;
    return connection;
  }

  it('applies the policy at once and again when the connection changes', () => {
    const connection = fakeConnection({ effectiveType: '4g' });
    const apply = vi.fn();

    watchPreloadPolicy(connection, apply);
    expect(apply).toHaveBeenLastCalledWith('intent');

    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));
    expect(apply).toHaveBeenLastCalledWith(false);

    connection.effectiveType = '4g';
    connection.saveData = true;
    connection.dispatchEvent(new Event('change'));
    expect(apply).toHaveBeenLastCalledWith(false);
  });

  it('stops following the connection once stopped', () => {
    const connection = fakeConnection({ effectiveType: '4g' });
    const apply = vi.fn();

    const stop = watchPreloadPolicy(connection, apply);
    stop();
    connection.effectiveType = '2g';
    connection.dispatchEvent(new Event('change'));

    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('prefetches on intent without a connection to watch', () => {
    const apply = vi.fn();
    watchPreloadPolicy(undefined, apply);
    expect(apply).toHaveBeenCalledWith('intent');
  });
});
