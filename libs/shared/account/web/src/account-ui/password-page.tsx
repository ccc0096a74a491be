import {
  confirmationMatches,
  formFailure,
  formText as text,
  NEW_PASSWORD_HINT,
  Notice,
  useSignedInUser,
  AccountPageHeader,
} from '@folio/auth';
import { MIN_PASSWORD_LENGTH } from '@folio/auth-contract';
import { Button, Form, PasswordField } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useState } from 'react';
import { useChangePassword } from '../account/account.mutations';
import { Panel } from './account-layout';
import styles from './account.module.css';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * `/account/password`: change the password (the current one is asked for), or set a first one on
 * an account made through a social provider. Every other device is signed out.
 */
export function PasswordPage() {
  const user = useSignedInUser();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const title = user.has_password ? 'Change your password' : 'Set a password';

  return (
    <>
      <AccountPageHeader
        title="Password"
        description="A strong password keeps your orders and payment plans safe. Changing it signs out every other device."
      />
      <Panel
        title={title}
        description={
          user.has_password
            ? undefined
            : 'You sign in with a social account. Add a password to sign in with your email address as well.'
        }
      >
        <Form
          key={formKey}
          aria-label={title}
          validate={confirmationMatches}
          onSubmit={async (values) => {
            setProblem(null);
            let message: string;
            try {
              message = await change.mutateAsync({
                ...(user.has_password ? { current_password: text(values, 'current_password') } : {}),
                password: text(values, 'password'),
                password_confirmation: text(values, 'password_confirmation'),
              });
            } catch (error) {
              const failure = formFailure(error, FIELDS);
              setProblem(failure.message);
              return failure.fieldErrors;
            }
            notify(message, { tone: 'success' });
            // A fresh, empty form: passwords should not linger in the page.
            setFormKey((key) => key + 1);
            return undefined;
          }}
        >
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          {user.has_password ? (
            <PasswordField id="current_password" label="Current password" required autoComplete="current-password" />
          ) : null}
          <PasswordField
            id="password"
            label="New password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
          <PasswordField id="password_confirmation" label="Confirm new password" required autoComplete="new-password" />
          <div className={styles['formActions']}>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : user.has_password ? 'Change password' : 'Set password'}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
