import type { Address, AddressInput } from '@folio/account-contract';
import { Checkbox, formFailure, formText as text, Notice } from '@folio/auth';
import { Button, Form, FormRow, Select, TextField } from '@folio/ui-kit';
import { useState } from 'react';
import styles from './account.module.css';
import { countryOptions } from './countries';

const FIELDS = [
  'first_name',
  'last_name',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country_code',
  'phone',
  'is_default',
] as const;

export interface AddressFormProps {
  /** The address being edited; a new one otherwise. */
  address?: Address;
  /** Names for a first address, so nobody types them twice. */
  defaultNames?: { first_name: string; last_name: string };
  /** Whether this will be the only address (it then becomes the default whatever is ticked). */
  first?: boolean;
  submitLabel: string;
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Adds or edits a delivery address; 422 messages land on their fields. */
export function AddressForm({
  address,
  defaultNames,
  first = false,
  submitLabel,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = address?.id ?? 'new';
  return (
    <Form
      aria-label={address ? 'Edit address' : 'New address'}
      onSubmit={async (values) => {
        setProblem(null);
        setBusy(true);
        try {
          await onSubmit({
            first_name: text(values, 'first_name').trim(),
            last_name: text(values, 'last_name').trim(),
            line1: text(values, 'line1').trim(),
            line2: text(values, 'line2').trim() || null,
            city: text(values, 'city').trim(),
            region: text(values, 'region').trim() || null,
            postal_code: text(values, 'postal_code').trim(),
            country_code: text(values, 'country_code'),
            phone: text(values, 'phone').trim() || null,
            is_default: first || Boolean(address?.is_default) || values['is_default'] === 'on',
          });
          return undefined;
        } catch (error) {
          const failure = formFailure(error, FIELDS);
          setProblem(failure.message);
          return failure.fieldErrors;
        } finally {
          setBusy(false);
        }
      }}
    >
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <FormRow>
        <TextField
          id={`${id}-first_name`}
          name="first_name"
          label="First name"
          required
          autoComplete="shipping given-name"
          defaultValue={address?.first_name ?? defaultNames?.first_name}
        />
        <TextField
          id={`${id}-last_name`}
          name="last_name"
          label="Last name"
          required
          autoComplete="shipping family-name"
          defaultValue={address?.last_name ?? defaultNames?.last_name}
        />
      </FormRow>
      <TextField
        id={`${id}-line1`}
        name="line1"
        label="Street address"
        required
        autoComplete="shipping address-line1"
        defaultValue={address?.line1}
      />
      <TextField
        id={`${id}-line2`}
        name="line2"
        label="Apartment, suite or building"
        autoComplete="shipping address-line2"
        defaultValue={address?.line2 ?? ''}
      />
      <FormRow>
        <TextField
          id={`${id}-city`}
          name="city"
          label="Town or city"
          required
          autoComplete="shipping address-level2"
          defaultValue={address?.city}
        />
        <TextField
          id={`${id}-region`}
          name="region"
          label="State, county or region"
          autoComplete="shipping address-level1"
          defaultValue={address?.region ?? ''}
        />
      </FormRow>
      <FormRow>
        <TextField
          id={`${id}-postal_code`}
          name="postal_code"
          label="Postal code"
          required
          autoComplete="shipping postal-code"
          defaultValue={address?.postal_code}
        />
        <Select
          id={`${id}-country_code`}
          name="country_code"
          label="Country"
          required
          autoComplete="shipping country"
          placeholder="Choose a country"
          options={countryOptions()}
          defaultValue={address?.country_code ?? ''}
        />
      </FormRow>
      <TextField
        id={`${id}-phone`}
        name="phone"
        type="tel"
        label="Phone"
        autoComplete="shipping tel"
        hint="For the courier, if they need to reach you."
        defaultValue={address?.phone ?? ''}
      />
      {first || address?.is_default ? null : (
        <Checkbox id={`${id}-is_default`} name="is_default" label="Use as my default address" />
      )}
      <div className={styles['formActions']}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
