import { aPage } from '@folio/catalog-kit-contract/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  Category,
  Collection,
  EventDetail,
  EventList,
  EventSummary,
  OrderFormSummary,
  ReaderProfile,
} from '../index.js';
import {
  aCategory,
  aCollection,
  anEvent,
  anEventDetail,
  anOrderForm,
  aReaderProfile,
  aVirtualEvent,
} from './event-factories.js';

describe('example events answers', () => {
  it.each([
    ['EventSummary', EventSummary, anEvent()],
    ['virtual EventSummary', EventSummary, aVirtualEvent()],
    ['EventDetail', EventDetail, anEventDetail()],
    ['ReaderProfile', ReaderProfile, aReaderProfile()],
    ['OrderFormSummary', OrderFormSummary, anOrderForm()],
    ['Category', Category, aCategory()],
    ['Collection', Collection, aCollection()],
    ['EventList', EventList, aPage([anEvent(), anEvent()], { total: 30, per_page: 12 })],
  ] as const)('%s matches the contract', (_name, schema, example) => {
    const result = v.safeParse(schema as v.GenericSchema, example);
    expect(result.issues).toBeUndefined();
  });

  it('gives every call its own ids and slugs', () => {
    const [first, second] = [anEvent(), anEvent()];
    expect(first.id).not.toBe(second.id);
    expect(first.slug).not.toBe(second.slug);
  });
});
