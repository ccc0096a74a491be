import { Currency, type UpdatePreferencesInput } from '@folio/account-contract';
import { Checkbox, formFailure, formText as text, Notice, AccountPageHeader } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import { Button, Form, Select } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { useUpdatePreferences } from '../account/account.mutations';
import { preferencesQueryOptions } from '../account/account.queries';
import { Panel } from './account-layout';
import styles from './account.module.css';
import { timeZoneOptions } from './time-zones';

const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US dollar ($)',
  GBP: 'British pound (£)',
  EUR: 'Euro (€)',
  CAD: 'Canadian dollar ($)',
  AUD: 'Australian dollar ($)',
};

const FIELDS = ['newsletter', 'order_updates_email', 'instalment_reminders_email', 'currency', 'timezone'] as const;

/** `/account/preferences`: which e-mails to get, the currency prices are shown in, the time zone. */
export function PreferencesPage() {
  const http = useHttp();
  const { data: preferences } = useSuspenseQuery(preferencesQueryOptions(http));
  const save = useUpdatePreferences();
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <>
      <AccountPageHeader
        title="Preferences"
        description="Choose what we email you about and how prices and dates are shown."
      />
      <Form
        aria-label="Preferences"
        onSubmit={async (values) => {
          setProblem(null);
          const currency = text(values, 'currency');
          const input: UpdatePreferencesInput = {
            newsletter: values['newsletter'] === 'on',
            order_updates_email: values['order_updates_email'] === 'on',
            instalment_reminders_email: values['instalment_reminders_email'] === 'on',
            ...(v.is(Currency, currency) ? { currency } : {}),
            timezone: text(values, 'timezone'),
          };
          try {
            await save.mutateAsync(input);
          } catch (error) {
            const failure = formFailure(error, FIELDS);
            setProblem(failure.message);
            return failure.fieldErrors;
          }
          notify('Your preferences have been saved.', { tone: 'success' });
          return undefined;
        }}
      >
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <Panel title="Emails" description="Receipts and security emails are always sent.">
          <fieldset className={styles['fieldset']}>
            <legend className="visually-hidden">Emails</legend>
            <Checkbox
              id="order_updates_email"
              label="Order updates"
              hint="When an order is confirmed, ready for pickup or shipped."
              defaultChecked={preferences.order_updates_email}
            />
            <Checkbox
              id="instalment_reminders_email"
              label="Instalment reminders"
              hint="A few days before each payment of a plan is taken."
              defaultChecked={preferences.instalment_reminders_email}
            />
            <Checkbox
              id="newsletter"
              label="The Folio newsletter"
              hint="New signings, giveaways and author news, at most twice a month."
              defaultChecked={preferences.newsletter}
            />
          </fieldset>
        </Panel>
        <Panel title="Region">
          <Select
            id="currency"
            label="Currency"
            required
            hint="Prices are shown in this currency where the author offers it."
            options={Currency.options.map((code) => ({ value: code, label: CURRENCY_LABELS[code] }))}
            defaultValue={preferences.currency}
          />
          <Select
            id="timezone"
            label="Time zone"
            required
            hint="Signing times and payment dates are shown in this time zone."
            options={timeZoneOptions(preferences.timezone)}
            defaultValue={preferences.timezone}
          />
        </Panel>
        <div className={styles['formActions']}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      </Form>
    </>
  );
}
