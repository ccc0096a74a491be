import type { pageHead } from '@folio/catalog-kit';
import { aCategory, anEventDetail } from '@folio/events-contract/testing';
import { eventHead, eventsHead, listingHead } from './events.head';

const content = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) as
    | { content: string }
    | undefined;

describe('events page heads', () => {
  it('describe an event by its day, place and authors', () => {
    const head = eventHead(anEventDetail({ title: 'Chicago Signing Social' }), 'Store');

    expect(head.meta[0]).toEqual({ title: 'Store · Chicago Signing Social · Folio' });
    expect(content(head, 'description')?.content).toMatch(
      /^December 6, 2026, Lakeshore Literary Center, Chicago\. With Jessica Walter, Isabella Edwards\. Join/,
    );
  });

  it('name the list a page shows', () => {
    expect(eventsHead({ when: 'past' } as never).meta[0]).toEqual({ title: 'Past events · Folio' });
    expect(listingHead(aCategory({ name: 'Launch' })).meta[0]).toEqual({ title: 'Launch events · Folio' });
  });
});
