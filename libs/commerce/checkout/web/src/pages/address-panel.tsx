import { addressesQueryOptions, useCreateAddress } from '@folio/account';
import type { Address } from '@folio/account-contract';
import { errorMessage, validationErrorsOf } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { Button, TextField } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LoadError, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';

/** The address a checkout ships to: the one chosen, else the account's default, else its first. */
export function chosenAddress(addresses: Address[] | undefined, chosenId: string | null): Address | null {
  if (!addresses) return null;
  return (
    addresses.find((address) => address.id === chosenId) ??
    addresses.find((address) => address.is_default) ??
    addresses[0] ??
    null
  );
}

const oneLine = (address: Address) =>
  [address.line1, address.line2, address.city, address.region, address.postal_code, address.country_code]
    .filter(Boolean)
    .join(', ');

/** Choose one of the account's addresses, or add a new one inline (it becomes the choice). */
export function AddressPanel({ chosenId, onChoose }: { chosenId: string | null; onChoose: (id: string) => void }) {
  const http = useHttp();
  const addresses = useQuery(addressesQueryOptions(http));
  const [adding, setAdding] = useState(false);
  const chosen = chosenAddress(addresses.data, chosenId);
  return (
    <Panel title="Shipping address">
      {addresses.data ? (
        addresses.data.length > 0 ? (
          <fieldset className={styles['choices']}>
            <legend className={styles['meta']}>Ship to</legend>
            {addresses.data.map((address) => (
              <label key={address.id} className={styles['choice']}>
                <input
                  type="radio"
                  name="shipping_address"
                  checked={chosen?.id === address.id}
                  onChange={() => onChoose(address.id)}
                />
                <span>
                  <strong>
                    {address.first_name} {address.last_name}
                  </strong>
                  <br />
                  {oneLine(address)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className={styles['meta']}>Your account has no address yet: add the one to ship to.</p>
        )
      ) : addresses.isError ? (
        <LoadError
          title="Your addresses could not be loaded."
          error={addresses.error}
          onRetry={() => void addresses.refetch()}
        />
      ) : (
        <Skeleton label="Loading your addresses" />
      )}
      {adding || addresses.data?.length === 0 ? (
        <NewAddressForm
          onAdded={(address) => {
            setAdding(false);
            onChoose(address.id);
          }}
          onCancel={addresses.data?.length ? () => setAdding(false) : undefined}
        />
      ) : addresses.data ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            Add a new address
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

const FIELDS = [
  { id: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { id: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { id: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { id: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { id: 'city', label: 'City', autoComplete: 'address-level2' },
  { id: 'region', label: 'State or region (optional)', autoComplete: 'address-level1' },
  { id: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { id: 'country_code', label: 'Country code (e.g. US, GB)', autoComplete: 'country' },
  { id: 'phone', label: 'Phone (optional)', autoComplete: 'tel' },
] as const;

type FieldId = (typeof FIELDS)[number]['id'];

function NewAddressForm({
  onAdded,
  onCancel,
}: {
  onAdded: (address: Address) => void;
  onCancel?: (() => void) | undefined;
}) {
  const create = useCreateAddress();
  const [values, setValues] = useState<Record<FieldId, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field.id, ''])) as Record<FieldId, string>,
  );
  const errors = validationErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      country_code: values.country_code.trim().toUpperCase(),
      line2: values.line2 || null,
      region: values.region || null,
      phone: values.phone || null,
      is_default: false,
    };
    create.mutate(input, { onSuccess: (address) => onAdded(address as Address) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New address" className={styles['fields']}>
      {FIELDS.map((field) => (
        <TextField
          key={field.id}
          id={`address_${field.id}`}
          label={field.label}
          autoComplete={field.autoComplete}
          value={values[field.id]}
          error={errors?.[field.id]?.[0]}
          onChange={(event) => setValues((previous) => ({ ...previous, [field.id]: event.target.value }))}
        />
      ))}
      {create.isError && !errors ? (
        <p role="alert" className={styles['outcome']} data-tone="error">
          {errorMessage(create.error, 'The address could not be saved.')}
        </p>
      ) : null}
      <div className={styles['row']}>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save address'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
