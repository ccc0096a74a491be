import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { DatePicker, type DatePickerProps } from './date-picker';
import { NARROW_TOUCH_QUERY } from './use-narrow-touch';

const TODAY = new Date(2024, 0, 15); // Monday, January 15, 2024

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <DatePicker id="event_date" today={TODAY} onChange={onChange} {...props} />
      <p>Outside</p>
    </>,
  );
  const trigger = () => screen.getByRole('button', { name: /^Event Date/ });
  return { ...view, user, onChange, trigger };
}

const focused = () => document.activeElement?.getAttribute('aria-label');

function mockMatchMedia(matching: string | null) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === matching,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('DatePicker from the keyboard', () => {
  it('moves by day, week, month and to the ends of the week, selects with Enter', async () => {
    const { user, trigger, onChange } = renderPicker();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Monday, January 15, 2024');

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Tuesday, January 16, 2024');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Tuesday, January 23, 2024');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe('Monday, January 15, 2024');
    await user.keyboard('{End}');
    expect(focused()).toBe('Saturday, January 20, 2024');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Sunday, January 14, 2024');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Wednesday, February 14, 2024');
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeTruthy();
    await user.keyboard('{PageUp}{PageUp}');
    expect(focused()).toBe('Thursday, December 14, 2023');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focused()).toBe('Saturday, December 14, 2024');

    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith(new Date(2024, 11, 14));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps one tab stop in the grid', async () => {
    const { user, trigger } = renderPicker();
    await user.click(trigger());

    const grid = screen.getByRole('grid', { name: 'January 2024' });
    const stops = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops.map((button) => button.getAttribute('aria-label'))).toEqual(['Monday, January 15, 2024']);
  });

  it('closes on Escape and gives focus back to the field', async () => {
    const { user, trigger, onChange } = renderPicker();
    await user.click(trigger());
    await user.keyboard('{ArrowRight}{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, trigger } = renderPicker();
    await user.click(trigger());
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes when the pointer goes down outside, without taking focus back', async () => {
    const { user, trigger } = renderPicker();
    await user.click(trigger());

    await user.click(screen.getByText('Outside'));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to months, years and back by keyboard; the year panel shows one decade of 10', async () => {
    const { user, trigger } = renderPicker();
    await user.click(trigger());

    screen.getByRole('button', { name: 'January 2024: choose month' }).focus();
    await user.keyboard('{Enter}');
    const months = screen.getByRole('group', { name: 'Months of 2024' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(focused()).toBe('January 2024');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(focused()).toBe('May 2024');

    screen.getByRole('button', { name: '2024: choose year' }).focus();
    await user.keyboard('{Enter}');
    const years = screen.getByRole('group', { name: 'Years 2020 to 2029' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029']);
    expect(screen.getByText('2020–2029')).toBeTruthy();
    expect(focused()).toBe('2024');

    await user.click(screen.getByRole('button', { name: 'Next decade' }));
    expect(screen.getByRole('group', { name: 'Years 2030 to 2039' })).toBeTruthy();
    within(screen.getByRole('group', { name: 'Years 2030 to 2039' }))
      .getByRole('button', { name: '2034' })
      .focus();
    await user.keyboard('{ArrowLeft}{Enter}');

    expect(screen.getByRole('group', { name: 'Months of 2033' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('grid', { name: 'May 2033' })).toBeTruthy();
    expect(focused()).toBe('Sunday, May 15, 2033');
  });

  it('lands on the next enabled day after choosing a month whose target day is disabled', async () => {
    const onlyFromThe20th = (day: Date) => day.getMonth() === 2 && day.getDate() < 20;
    const { user, trigger } = renderPicker({ disabledDays: onlyFromThe20th });
    await user.click(trigger());

    await user.click(screen.getByRole('button', { name: 'January 2024: choose month' }));
    await user.click(screen.getByRole('button', { name: 'March 2024' }));

    expect(focused()).toBe('Wednesday, March 20, 2024');
  });

  it('marks months and years out of range and moves past them no further', async () => {
    const { user, trigger } = renderPicker({ min: new Date(2024, 0, 10), max: new Date(2024, 4, 31) });
    await user.click(trigger());

    expect(screen.getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'January 2024' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'January 2024: choose month' }));
    expect(screen.getByRole('button', { name: 'June 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'May 2024' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: '2024: choose year' }));
    expect(screen.getByRole('button', { name: '2025' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('DatePicker with a time', () => {
  it('goes to the time panel after a day, starting at 12:00, and commits both', async () => {
    const { user, trigger, onChange } = renderPicker({ withTime: true });
    await user.click(trigger());
    expect(screen.getByRole('dialog', { name: 'Choose date and time' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Saturday, January 20, 2024' }));

    const time = screen.getByLabelText<HTMLInputElement>('Time');
    expect(time.value).toBe('12:00');
    expect(document.activeElement).toBe(time);
    expect(screen.getByText('January 20, 2024')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(onChange).toHaveBeenCalledWith(new Date(2024, 0, 20, 12, 0));
    expect(trigger().textContent).toBe('January 20, 2024, 12:00 PM');
  });

  it('keeps the chosen time and refuses one past the maximum', async () => {
    const { user, trigger, onChange } = renderPicker({ withTime: true, max: new Date(2024, 0, 20, 18, 0) });
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Saturday, January 20, 2024' }));

    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18:30' } });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert').textContent).toBe('The selected date is invalid.');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '17:45' } });
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 0, 20, 17, 45));
    expect(trigger().textContent).toBe('January 20, 2024, 5:45 PM');
  });

  it('opens the time panel from the day panel and goes back', async () => {
    const { user, trigger } = renderPicker({ withTime: true, defaultValue: new Date(2024, 0, 5, 8, 15) });
    await user.click(trigger());

    await user.click(screen.getByRole('button', { name: 'Time 8:15 AM' }));
    expect(screen.getByLabelText<HTMLInputElement>('Time').value).toBe('08:15');
    await user.click(screen.getByRole('button', { name: 'Back to calendar' }));
    expect(screen.getByRole('grid', { name: 'January 2024' })).toBeTruthy();
  });
});

describe('DatePicker on a narrow touch screen', () => {
  it('asks for exactly the narrow touch query', () => {
    expect(NARROW_TOUCH_QUERY).toBe('(max-width: 430px) and (pointer: coarse)');
  });

  it('shows a Close button that closes and gives focus back', async () => {
    mockMatchMedia(NARROW_TOUCH_QUERY);
    const { user, trigger } = renderPicker();
    await user.click(trigger());

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('shows no Close button elsewhere', async () => {
    mockMatchMedia('(max-width: 430px)');
    const { user, trigger } = renderPicker();
    await user.click(trigger());

    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('DatePicker accessibility', () => {
  it('has no axe violations closed, and in every panel', async () => {
    mockMatchMedia(NARROW_TOUCH_QUERY);
    const { user, trigger, container } = renderPicker({ withTime: true, disabledDays: (day) => day.getDay() === 0 });
    expect(await axeViolations(container)).toEqual([]);

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Sunday, January 21, 2024' }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'January 2024: choose month' }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '2024: choose year' }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '2024' }));
    await user.click(screen.getByRole('button', { name: 'January 2024' }));
    await user.click(screen.getByRole('button', { name: 'Time 12:00 PM' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
