import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthorProfile, AuthorSummary, Book, ReaderSummary, VendorProfile } from '../index.js';
import { aBook, anAuthor, anAuthorProfile, aReader, aVendorProfile } from './people-factories.js';

describe('example people answers', () => {
  it.each([
    ['AuthorSummary', AuthorSummary, anAuthor()],
    ['AuthorProfile', AuthorProfile, anAuthorProfile()],
    ['VendorProfile', VendorProfile, aVendorProfile()],
    ['ReaderSummary', ReaderSummary, aReader()],
    ['Book', Book, aBook()],
  ] as const)('%s matches the contract', (_name, schema, example) => {
    const result = v.safeParse(schema as v.GenericSchema, example);
    expect(result.issues).toBeUndefined();
  });
});
