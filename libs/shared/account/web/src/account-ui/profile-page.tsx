import {
  formFailure,
  formText as text,
  Notice,
  primaryProfile,
  PROFILE_KIND_LABELS,
  useSignedInUser,
  AccountPageHeader,
} from '@folio/auth';
import { Button, EmailField, Form, FormRow, PasswordField, TextField } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useState } from 'react';
import { useUpdateProfile } from '../account/account.mutations';
import { Panel } from './account-layout';
import styles from './account.module.css';

const FIELDS = ['first_name', 'last_name', 'email', 'current_password'] as const;

/**
 * `/account/profile`: name and e-mail. A new e-mail address needs the current password (when the
 * account has one) and is unverified until its link is opened.
 */
export function ProfilePage() {
  const user = useSignedInUser();
  const update = useUpdateProfile();
  const [email, setEmail] = useState(user.email);
  const [problem, setProblem] = useState<string | null>(null);
  const [pendingVerification, setPendingVerification] = useState<string | null>(null);
  const emailChanges = email.trim().toLowerCase() !== user.email.toLowerCase();
  const profile = primaryProfile(user);

  return (
    <>
      <AccountPageHeader
        title="Profile"
        description="How you appear to authors at signings, and where we send your order emails."
      />
      {pendingVerification ? (
        <Notice tone="info" title="Check your inbox">
          We sent a verification link to {pendingVerification}. Until you open it, your address shows as not verified.
        </Notice>
      ) : null}
      <Panel title="Your details">
        <Form
          aria-label="Your details"
          onChange={(event) => {
            const target = event.target;
            if (target instanceof HTMLInputElement && target.name === 'email') setEmail(target.value);
          }}
          onSubmit={async (values) => {
            setProblem(null);
            const nextEmail = text(values, 'email').trim();
            const changing = nextEmail.toLowerCase() !== user.email.toLowerCase();
            try {
              const updated = await update.mutateAsync({
                first_name: text(values, 'first_name').trim(),
                last_name: text(values, 'last_name').trim(),
                email: nextEmail,
                ...(changing && user.has_password ? { current_password: text(values, 'current_password') } : {}),
              });
              setPendingVerification(changing ? updated.email : null);
            } catch (error) {
              const failure = formFailure(error, FIELDS);
              setProblem(failure.message);
              return failure.fieldErrors;
            }
            notify('Your profile has been saved.', { tone: 'success' });
            return undefined;
          }}
        >
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <FormRow>
            <TextField
              id="first_name"
              label="First name"
              required
              autoComplete="given-name"
              defaultValue={user.first_name}
            />
            <TextField
              id="last_name"
              label="Last name"
              required
              autoComplete="family-name"
              defaultValue={user.last_name}
            />
          </FormRow>
          <EmailField
            id="email"
            label="Email address"
            required
            defaultValue={user.email}
            hint={emailChanges ? 'We will send a link to the new address to confirm it.' : undefined}
          />
          {emailChanges && user.has_password ? (
            <PasswordField
              id="current_password"
              label="Current password"
              required
              autoComplete="current-password"
              hint="For your safety, confirm it's you before changing your email address."
            />
          ) : null}
          <div className={styles['formActions']}>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </Form>
      </Panel>
      <Panel title="Public profile" description="The identity Folio shows for you on events and order forms.">
        <dl className={styles['facts']}>
          <div className={styles['fact']}>
            <dt>Shown as</dt>
            <dd>{profile ? `${profile.name} (${PROFILE_KIND_LABELS[profile.kind]})` : 'No public profile yet'}</dd>
          </div>
          <div className={styles['fact']}>
            <dt>Email status</dt>
            <dd>{user.email_verified_at ? 'Verified' : 'Not verified yet'}</dd>
          </div>
        </dl>
      </Panel>
    </>
  );
}
