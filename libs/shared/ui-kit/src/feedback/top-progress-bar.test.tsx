import { act, render, screen } from '@testing-library/react';
import { TopProgressBar } from './top-progress-bar';
import { axeViolations } from '../testing/axe';

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for loads shorter than the delay', () => {
    const { rerender } = render(<TopProgressBar active delayMs={200} />);

    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();

    rerender(<TopProgressBar active={false} delayMs={200} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears once a load outlasts the delay and disappears when it ends', () => {
    const { rerender } = render(<TopProgressBar active delayMs={200} />);

    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();

    rerender(<TopProgressBar active={false} delayMs={200} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('waits for the delay again on the next load', () => {
    const { rerender } = render(<TopProgressBar active delayMs={200} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<TopProgressBar active={false} delayMs={200} />);

    rerender(<TopProgressBar active delayMs={200} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('takes its accessible name from the label', () => {
    render(<TopProgressBar active delayMs={0} label="Loading your cart" />);
    act(() => vi.advanceTimersByTime(0));

    expect(screen.getByRole('progressbar', { name: 'Loading your cart' })).toBeTruthy();
  });
});

describe('TopProgressBar accessibility', () => {
  it('has no axe violations while shown', async () => {
    const { container } = render(<TopProgressBar active delayMs={0} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
