import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { Form } from '../form/form';
import { DatePicker, type DatePickerProps } from './date-picker';

// Local dates: the picker reads days on the reader's calendar by default.
const TODAY = new Date(2024, 0, 15); // Monday, January 15, 2024
const weekends = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn();
  const onInvalid = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <DatePicker id="event_date" today={TODAY} onChange={onChange} onInvalid={onInvalid} {...props} />
      <p>Outside</p>
    </>,
  );
  const trigger = () => screen.getByRole('button', { name: /^Event Date/ });
  return { ...view, user, onChange, onInvalid, trigger };
}

const dayButton = (name: string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('shows the value in the long format by default, or the short one, and a label made from the id', () => {
    const { unmount } = renderPicker({ defaultValue: new Date(2024, 0, 5) });
    expect(screen.getByRole('button', { name: 'Event Date January 5, 2024' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    unmount();

    render(<DatePicker id="closes" label="Closes on" format="short" defaultValue={new Date(2024, 0, 5)} />);
    expect(screen.getByRole('button', { name: 'Closes on Jan 5, 2024' })).toBeTruthy();
  });

  it('opens a dialog on the month of the value, with the value selected and today marked', async () => {
    const { user, trigger } = renderPicker({ defaultValue: new Date(2024, 0, 5) });

    await user.click(trigger());

    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const grid = within(dialog).getByRole('grid', { name: 'January 2024' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const selected = dayButton('Friday, January 5, 2024');
    expect(document.activeElement).toBe(selected);
    expect(selected.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    expect(dayButton('Monday, January 15, 2024').getAttribute('aria-current')).toBe('date');
  });

  it('commits a valid day, closes and gives focus back to the field', async () => {
    const { user, trigger, onChange, container } = renderPicker();

    await user.click(trigger());
    await user.click(dayButton('Saturday, January 20, 2024'));

    expect(onChange).toHaveBeenCalledWith(new Date(2024, 0, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().textContent).toBe('January 20, 2024');
    expect(container.querySelector<HTMLInputElement>('input[name="event_date"]')?.value).toBe('2024-01-20');
  });

  it.each([
    ['before the minimum', { min: new Date(2024, 0, 10) }, 'Tuesday, January 9, 2024'],
    ['after the maximum', { max: new Date(2024, 0, 20) }, 'Sunday, January 21, 2024'],
    ['on a disabled day', { disabledDays: weekends }, 'Saturday, January 20, 2024'],
  ])('refuses a day %s with the blocking message and commits nothing', async (_, rules, day) => {
    const { user, trigger, onChange, onInvalid } = renderPicker(rules);

    await user.click(trigger());
    expect(dayButton(day).getAttribute('aria-disabled')).toBe('true');
    await user.click(dayButton(day));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('The selected date is invalid.');
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(trigger().textContent).toBe('Select a date');
  });

  it('flags a value that breaks the rules and blocks the form with the message', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <Form aria-label="Signing" onSubmit={onSubmit}>
        <DatePicker id="event_date" today={TODAY} min={new Date(2024, 0, 10)} defaultValue={new Date(2024, 0, 2)} />
        <Button type="submit">Save</Button>
      </Form>,
    );

    const trigger = screen.getByRole('button', { name: 'Event Date January 2, 2024' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The selected date is invalid.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('asks for a required date on submit and clears the error once one is chosen', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <Form aria-label="Signing" onSubmit={onSubmit}>
        <DatePicker id="event_date" today={TODAY} required />
        <Button type="submit">Save</Button>
      </Form>,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Event Date/ }));
    await user.click(dayButton('Tuesday, January 16, 2024'));
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ event_date: '2024-01-16' }, expect.anything());
  });

  it('opens on the next enabled day when today is disabled', async () => {
    const saturday = new Date(2024, 0, 13);
    const { user, trigger } = renderPicker({ today: saturday, disabledDays: weekends });

    await user.click(trigger());

    expect(document.activeElement).toBe(dayButton('Monday, January 15, 2024'));
  });

  it('scans 7 days ahead by default and no further, or as far as asked', async () => {
    const onlyThe8th = (day: Date) => day.getDate() !== 8;
    const first = renderPicker({ today: new Date(2024, 0, 1), disabledDays: onlyThe8th });
    await first.user.click(first.trigger());
    expect(document.activeElement).toBe(dayButton('Monday, January 8, 2024'));
    first.unmount();

    const second = renderPicker({ today: new Date(2023, 11, 31), disabledDays: onlyThe8th });
    await second.user.click(second.trigger());
    expect(document.activeElement).toBe(dayButton('Sunday, December 31, 2023'));
    second.unmount();

    const third = renderPicker({ today: new Date(2024, 0, 4), disabledDays: onlyThe8th, scanDays: 4 });
    await third.user.click(third.trigger());
    expect(document.activeElement).toBe(dayButton('Monday, January 8, 2024'));
  });
});
