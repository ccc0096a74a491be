import { plural } from '@folio/catalog-kit';
import type { EventSummary } from '@folio/events-contract';

/** How an event's attendance reads: readers and authors are going, or went once it is over. */
export function attendanceWords(event: Pick<EventSummary, 'status'>) {
  const past = event.status === 'past';
  return {
    past,
    /** "12 readers going", "1 reader went". */
    readers: (count: number) => `${plural(count, 'reader')} ${past ? 'went' : 'going'}`,
    /** The label of the attending view's tab. */
    tab: past ? 'Who went' : 'Attending',
    authorsTitle: past ? 'Authors who signed' : 'Authors attending',
    /** "4 signing", "4 signed". */
    authorsCount: (count: number) => `${count} ${past ? 'signed' : 'signing'}`,
    readersTitle: past ? 'Readers who went' : 'Readers attending',
    seeReaders: past ? 'See who went' : 'See who is attending',
  };
}
