import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { axeViolations } from '../testing/axe';
import { Tooltip, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS, TOOLTIP_SIDE_OFFSET } from './tooltip';

const TIP = 'Signed at the event, dedicated to you';

function renderTooltip() {
  render(
    <>
      <Tooltip content={TIP}>
        <Button>Signed copy</Button>
      </Tooltip>
      <Button>Elsewhere</Button>
    </>,
  );
  return screen.getByRole('button', { name: 'Signed copy' });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// React derives enter and leave from over and out; Testing Library's pointerEnter/Leave fire both.
const hover = (element: Element) => {
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
};
const unhover = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

describe('Tooltip timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec numbers', () => {
    expect(TOOLTIP_SIDE_OFFSET).toBe(10);
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(200);
  });

  it('shows on hover after the rest delay, on top, and describes the trigger', () => {
    const trigger = renderTooltip();

    hover(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);

    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe(TIP);
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.closest('[data-side]')?.getAttribute('data-side')).toBe('top');
  });

  it('hides 200 ms after the pointer leaves, not before', () => {
    const trigger = renderTooltip();
    hover(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS);

    unhover(trigger);
    // The pointer wanders off: Radix would close here at once.
    fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 500, clientY: 500 });
    advance(199);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    advance(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays when the pointer comes back within 200 ms, or moves onto the tip', () => {
    const trigger = renderTooltip();
    hover(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS);

    unhover(trigger);
    advance(150);
    hover(trigger);
    advance(1_000);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    unhover(trigger);
    hover(screen.getByRole('tooltip'));
    advance(1_000);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    unhover(screen.getByRole('tooltip'));
    advance(TOOLTIP_HIDE_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never opens when the pointer leaves during the rest delay', () => {
    const trigger = renderTooltip();

    hover(trigger);
    advance(100);
    unhover(trigger);
    advance(1_000);

    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Tooltip from the keyboard', () => {
  it('shows at once on focus and hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();

    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByRole('tooltip').textContent).toBe(TIP);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('sits 10 px above its trigger', async () => {
    const trigger = renderTooltip();
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 200, width: 80, height: 30 }),
    );

    await act(async () => trigger.focus());

    // happy-dom lays nothing out, so the tip has no height: its bottom edge is its top.
    const wrapper = screen.getByRole('tooltip').closest<HTMLElement>('[data-radix-popper-content-wrapper]');
    await vi.waitFor(() => expect(wrapper?.style.transform).toMatch(/translate\([\d.-]+px, 190px\)/));
  });

  it('has no axe violations while shown', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();

    expect(screen.getByRole('tooltip')).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
