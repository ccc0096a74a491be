import type { User } from '@folio/auth-contract';
import { Checkbox, formFailure, Notice, userQueryOptions, useSessionState } from '@folio/auth';
import { GIVEAWAY_CHALLENGE_ACTION, type Giveaway, type GiveawayEntry } from '@folio/giveaways-contract';
import { useBotChallenge } from '@folio/integrations/router';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { Button, Form, LinkButton, Select } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countryOptions } from './giveaway-words';
import { formatWhen } from './giveaway-time';
import { useEnterGiveaway } from './giveaways.mutations';
import { myEntryQueryOptions } from './giveaways.queries';
import styles from './giveaways.module.css';

// The age checkbox has no error slot: its refusal shows in the notice above the form.
const FIELDS = ['country'] as const;

/** The entry side of a giveaway page: who may enter, the form, or the reader's own entry and result. */
export function EntryPanel({ giveaway, authorSlug }: { giveaway: Giveaway; authorSlug: string }) {
  // The page draws without the query client (its data came with the HTML); this part waits for it.
  useQueryClientReady();
  const http = useHttp();
  const session = useSessionState();
  const { data: user } = useQuery({ ...userQueryOptions(http), enabled: session === 'signed-in' });
  return (
    <div className={styles['panel']}>
      <h2 className={styles['panelTitle']}>Enter</h2>
      {session === 'checking' ? (
        <p role="status" className={styles['muted']}>
          Checking your session…
        </p>
      ) : session === 'guest' || !user ? (
        <GuestPrompt giveaway={giveaway} authorSlug={authorSlug} />
      ) : (
        <ReaderEntry giveaway={giveaway} user={user} />
      )}
    </div>
  );
}

function GuestPrompt({ giveaway, authorSlug }: { giveaway: Giveaway; authorSlug: string }) {
  if (giveaway.status !== 'open') return <p>{closedWords(giveaway)}</p>;
  return (
    <>
      <p>Sign in to enter. It is free, and one entry per reader.</p>
      <LinkButton to="/login" search={{ redirect: `/giveaway/${authorSlug}` }} block>
        Sign in to enter
      </LinkButton>
      <p className={styles['muted']}>
        New here? <a href="/register">Create an account</a>.
      </p>
    </>
  );
}

function closedWords(giveaway: Giveaway): string {
  if (giveaway.status === 'upcoming') return `Entries open ${formatWhen(giveaway.opens_at)}.`;
  return 'Entries are closed.';
}

function ReaderEntry({ giveaway, user }: { giveaway: Giveaway; user: User }) {
  const http = useHttp();
  const { data: entry, isPending, error } = useQuery(myEntryQueryOptions(http, giveaway.id, user.id));
  if (isPending) {
    return (
      <p role="status" className={styles['muted']}>
        Looking for your entry…
      </p>
    );
  }
  if (error) return <Notice tone="error">Your entry could not be loaded. Please reload the page.</Notice>;
  if (entry) return <OwnEntry entry={entry} />;
  if (giveaway.status !== 'open') return <p>{closedWords(giveaway)}</p>;
  if (!user.email_verified_at) {
    return (
      <Notice tone="info" title="Verify your e-mail to enter">
        <p>
          We sent you a link when you registered. <a href="/verify-email">Send it again</a>.
        </p>
      </Notice>
    );
  }
  return <EntryForm giveaway={giveaway} userId={user.id} />;
}

function OwnEntry({ entry }: { entry: GiveawayEntry }) {
  return (
    <div role="status" className={styles['ownEntry']}>
      <p className={styles['entryNumber']}>Your entry number is #{entry.entry_number}</p>
      <p>
        {entry.won === null
          ? 'You are in. Good luck! We will tell you here and by e-mail if you win.'
          : entry.won
            ? 'Your entry won! Check your notifications and e-mail.'
            : 'Your entry was not drawn this time.'}
      </p>
    </div>
  );
}

function EntryForm({ giveaway, userId }: { giveaway: Giveaway; userId: string }) {
  const enter = useEnterGiveaway(giveaway.id, userId);
  const challenge = useBotChallenge();
  const [problem, setProblem] = useState<string | null>(null);
  const options = countryOptions(giveaway);
  return (
    <Form
      aria-label="Enter the giveaway"
      className={styles['form']}
      onSubmit={async (values) => {
        setProblem(null);
        try {
          // A fresh token per attempt (each is good once); none when bot protection is off.
          const challengeToken = await challenge.token(GIVEAWAY_CHALLENGE_ACTION);
          await enter.mutateAsync({
            country: String(values['country'] ?? ''),
            age_confirmed: values['age_confirmed'] === 'on',
            ...(challengeToken ? { challenge_token: challengeToken } : {}),
          });
          return undefined;
        } catch (error) {
          const failure = formFailure(error, FIELDS);
          setProblem(failure.message);
          return failure.fieldErrors;
        }
      }}
    >
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <Select
        id="country"
        label="Country you live in"
        required
        options={options}
        placeholder="Choose a country"
        defaultValue={options.length === 1 ? options[0]!.value : ''}
      />
      {giveaway.min_age > 0 ? (
        <Checkbox id="age_confirmed" label={`I am at least ${giveaway.min_age} years old`} />
      ) : null}
      <p className={styles['muted']}>
        By entering you accept the <Link to="/terms/giveaways">giveaway terms</Link>. Only the number of entries is
        public.
      </p>
      <Button type="submit" block disabled={enter.isPending}>
        {enter.isPending ? 'Entering…' : 'Enter the giveaway'}
      </Button>
    </Form>
  );
}
