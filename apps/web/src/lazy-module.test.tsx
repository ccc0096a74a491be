import { act, render, screen } from '@testing-library/react';
import { lazyModule } from './lazy-module';

describe('a lazily loaded part of the shell', () => {
  it('draws nothing until its module is there, then the module, and at once on later draws', async () => {
    let arrive!: (module: { Part: () => React.ReactNode }) => void;
    const part = lazyModule(() => new Promise<{ Part: () => React.ReactNode }>((resolve) => (arrive = resolve)));
    function Host() {
      const loaded = part.useModule();
      return <main>{loaded ? <loaded.Part /> : 'waiting'}</main>;
    }

    const first = render(<Host />);
    expect(screen.getByRole('main').textContent).toBe('waiting');
    await act(async () => arrive({ Part: () => <p>The part</p> }));
    expect(screen.getByText('The part')).toBeTruthy();

    first.unmount();
    render(<Host />);
    expect(screen.getByText('The part')).toBeTruthy();
  });

  it('says so when its module cannot be loaded, so the caller can draw something else', async () => {
    const part = lazyModule<{ Part: () => React.ReactNode }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    function Host() {
      const loaded = part.useModule();
      return <main>{loaded === null ? 'could not load' : loaded ? <loaded.Part /> : 'waiting'}</main>;
    }
    render(<Host />);
    expect(await screen.findByText('could not load')).toBeTruthy();
  });
});
