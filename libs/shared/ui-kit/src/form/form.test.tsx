import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { axeViolations } from '../testing/axe';
import { Button } from '../button/button';
import { Form, type FormProps } from './form';
import type { FieldErrors, FormValues } from './form-values';
import { schemaValidator } from './schema-validator';
import { Select } from './select';
import { EmailField, NumberField, TextField } from './text-field';

function SignUp(props: FormProps) {
  return (
    <Form aria-label="Sign up" {...props}>
      <TextField id="first_name" required />
      <EmailField id="email" required />
      <NumberField id="guests" min={1} max={4} />
      <Select id="city" options={[{ value: 'portland', label: 'Portland' }]} />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('Form', () => {
  it('is noValidate and shows nothing before the first submit, however the fields are filled', async () => {
    render(<SignUp />);
    const email = screen.getByRole('textbox', { name: 'Email' });

    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();

    expect(screen.getByRole('form', { name: 'Sign up' }).hasAttribute('novalidate')).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('shows each field its errors on submit, tied to the control, and focuses the first invalid one', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@example');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Guests' }), '9');

    await submit();

    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a number of at most 4.')).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no form-level "incomplete" message, only the fields speak', async () => {
    render(<SignUp />);

    await submit();

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/incomplete|fix the errors|required fields/i)).toBeNull();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  });

  it('follows the values once submitted, then submits the values', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await submit();

    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'portland');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());

    await submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      guests: '',
      city: 'portland',
    });
  });

  it('shows the messages of a Laravel-style validate function', async () => {
    const validate = vi.fn(
      (values: FormValues): FieldErrors =>
        values['first_name'] === 'Admin' ? { first_name: ['This name is reserved.'] } : {},
    );
    render(<SignUp validate={validate} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
    expect(validate).not.toHaveBeenCalled();

    await submit();

    expect(await screen.findByText('This name is reserved.')).toBeTruthy();
  });

  it('shows server errors returned by onSubmit in the same slots, until the field changes', async () => {
    render(<SignUp onSubmit={async () => ({ email: ['The email has already been taken.'] })} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example.com');

    await submit();

    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    await userEvent.type(email, 'x');
    await waitFor(() => expect(screen.queryByText('The email has already been taken.')).toBeNull());
  });

  it('starts over when the form is reset', async () => {
    render(
      <Form aria-label="Search">
        <TextField id="title" required />
        <Button type="submit">Search</Button>
        <Button type="reset">Clear</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows errors given from outside at once', () => {
    render(<SignUp errors={{ email: ['The email has already been taken.'] }} />);

    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The email has already been taken.')).toBeTruthy();
  });

  it('validates with a valibot schema', async () => {
    const Schema = v.object({
      first_name: v.pipe(v.string(), v.minLength(2, 'Use at least 2 letters.')),
      email: v.pipe(v.string(), v.endsWith('@folio.test', 'Use your Folio address.')),
    });
    const onSubmit = vi.fn();
    render(<SignUp validate={schemaValidator(Schema)} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@example.com');

    await submit();

    expect(await screen.findByText('Use at least 2 letters.')).toBeTruthy();
    expect(screen.getByText('Use your Folio address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no axe violations with errors showing', async () => {
    const { container } = render(<SignUp />);
    await submit();

    expect(await axeViolations(container)).toEqual([]);
  });
});
