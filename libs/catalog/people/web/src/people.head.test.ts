import { anAuthorProfile } from '@folio/people-contract/testing';
import { authorHead } from './people.head';

describe('people page heads', () => {
  it('name the profile and its tab', () => {
    expect(authorHead(anAuthorProfile({ name: 'Jessica Walter' }), 'About').meta[0]).toEqual({
      title: 'About · Jessica Walter · Folio',
    });
  });
});
