import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { Field } from './field';
import { PasswordField } from './password-field';
import { Select } from './select';
import { TextArea } from './text-area';
import { EmailField, NumberField, TextField } from './text-field';

describe('the field components', () => {
  it('default to an empty placeholder', () => {
    render(
      <>
        <TextField id="title" />
        <TextArea id="message" />
        <EmailField id="email" />
        <PasswordField id="password" />
        <NumberField id="quantity" />
        <Select id="country" options={[{ value: 'US', label: 'United States' }]} />
      </>,
    );

    for (const label of ['Title', 'Message', 'Email', 'Quantity']) {
      expect(screen.getByLabelText(label).getAttribute('placeholder')).toBe('');
    }
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe('');
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'United States']);
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('keep a placeholder that is given', () => {
    render(<TextField id="city" placeholder="Portland" />);

    expect(screen.getByLabelText('City').getAttribute('placeholder')).toBe('Portland');
  });

  it('make a label from the id when none is given, and prefer a given one', () => {
    render(
      <>
        <TextField id="first_name-x" />
        <TextField id="last_name" label="Family name" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'First Name X' }).getAttribute('name')).toBe('first_name-x');
    expect(screen.getByRole('textbox', { name: 'Family name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Last Name' })).toBeNull();
  });

  it('use the id as the name unless a name is given', () => {
    render(
      <>
        <TextField id="city" />
        <TextField id="billing-city" name="billing[city]" label="Billing city" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('name')).toBe('city');
    expect(screen.getByRole('textbox', { name: 'Billing city' }).getAttribute('name')).toBe('billing[city]');
  });

  it('mark a required field for sight and for assistive technology', () => {
    render(<EmailField id="email" required />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('required')).toBe(true);
    const label = screen.getByText('Email');
    expect(within(label).getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('tie the hint and an error to the control', () => {
    render(<TextField id="nickname" hint="Shown on your reader page." error="This nickname is taken." />);

    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Shown on your reader page.', 'This nickname is taken.']);
  });

  it('keep a caller-given description first', () => {
    render(
      <>
        <p id="terms">See the terms.</p>
        <TextField id="code" aria-describedby="terms" error="Unknown code." />
      </>,
    );

    const ids = screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-describedby');
    expect(ids).toBe('terms code-error');
  });

  it('type e-mail, password and number controls', () => {
    render(
      <>
        <EmailField id="email" />
        <PasswordField id="password" />
        <NumberField id="guests" min={1} max={4} />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    expect([guests.getAttribute('min'), guests.getAttribute('max')]).toEqual(['1', '4']);
  });

  it('show and hide the password with a toggle button', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="password" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');

    await user.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('lets any control use the shared frame', () => {
    render(
      <Field id="newsletter" hint="One e-mail a month.">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );

    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'One e-mail a month.',
    );
  });

  it('have no axe violations, with and without errors', async () => {
    const { container } = render(
      <>
        <TextField id="first_name" required />
        <EmailField id="email" hint="We never share it." error="Enter a valid email address." />
        <PasswordField id="password" required />
        <NumberField id="quantity" />
        <TextArea id="message" />
        <Select id="country" options={[{ value: 'US', label: 'United States' }]} />
      </>,
    );

    expect(await axeViolations(container)).toEqual([]);
  });
});
