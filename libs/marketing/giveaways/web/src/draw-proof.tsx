import { Section } from '@folio/catalog-kit';
import { commitmentOf, drawWinners, DRAW_ALGORITHM, type Giveaway } from '@folio/giveaways-contract';
import { Button } from '@folio/ui-kit';
import { useState } from 'react';
import styles from './giveaways.module.css';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; ok: boolean; text: string };

/** Recomputes the published draw in this browser (Web Crypto): the seed against the commitment, then the winners. */
async function verify(giveaway: Giveaway): Promise<{ ok: boolean; text: string }> {
  const draw = giveaway.draw!;
  if ((await commitmentOf(draw.seed)) !== giveaway.commitment)
    return { ok: false, text: 'The seed does not match the commitment.' };
  const winners = await drawWinners(draw.seed, draw.entry_count, giveaway.winner_count);
  const same = winners.length === draw.winning_numbers.length && winners.every((n, i) => n === draw.winning_numbers[i]);
  return same
    ? {
        ok: true,
        text: `Verified in your browser: the seed matches the commitment and gives entries ${winners.map((n) => `#${n}`).join(', ')}.`,
      }
    : { ok: false, text: `The seed gives entries ${winners.map((n) => `#${n}`).join(', ')}, not the published ones.` };
}

/** The fair-draw section: the commitment from the opening, and after the draw the seed, the winners and a check anyone can run. */
export function DrawProof({ giveaway }: { giveaway: Giveaway }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const draw = giveaway.draw;
  return (
    <Section id="giveaway-draw" title="A draw anyone can check">
      <p className={styles['muted']}>{DRAW_ALGORITHM}</p>
      <dl className={styles['proof']}>
        <dt>Commitment (SHA-256 of the seed)</dt>
        <dd>{giveaway.commitment ? <code>{giveaway.commitment}</code> : 'Published when entries open.'}</dd>
        {draw ? (
          <>
            <dt>Seed (revealed at the draw)</dt>
            <dd>
              <code>{draw.seed}</code>
            </dd>
            <dt>Entries (N)</dt>
            <dd>{draw.entry_count}</dd>
            <dt>Winning entry numbers</dt>
            <dd>
              {draw.winning_numbers.length > 0
                ? draw.winning_numbers.map((n) => `#${n}`).join(', ')
                : 'No entries, no winner.'}
            </dd>
          </>
        ) : (
          <>
            <dt>Seed</dt>
            <dd>Kept secret until the draw.</dd>
          </>
        )}
      </dl>
      {draw ? (
        <div className={styles['verify']}>
          <Button
            variant="secondary"
            disabled={check.state === 'checking'}
            onClick={() => {
              setCheck({ state: 'checking' });
              verify(giveaway).then(
                (result) => setCheck({ state: 'done', ...result }),
                () =>
                  setCheck({
                    state: 'done',
                    ok: false,
                    text: 'This browser cannot run the check (Web Crypto is missing).',
                  }),
              );
            }}
          >
            Verify the draw
          </Button>
          <p
            role="status"
            className={check.state === 'done' ? styles[check.ok ? 'verified' : 'mismatch'] : styles['muted']}
          >
            {check.state === 'done' ? check.text : check.state === 'checking' ? 'Checking…' : ''}
          </p>
        </div>
      ) : null}
    </Section>
  );
}
