import { aCartOrderForm } from '@folio/cart/testing';
import { formLead } from './cart-frame';

// The factory's form is Jessica Walter's, at the Chicago Signing Social.
describe('formLead, under the seller’s name', () => {
  it('names neither the seller nor the event twice for a form titled "{seller} at {event}"', () => {
    expect(formLead(aCartOrderForm({ title: 'Jessica Walter at Chicago Signing Social' }))).toBe(
      'Chicago Signing Social',
    );
  });

  it('adds the event to a title without it, and nothing for a form without an event', () => {
    expect(formLead(aCartOrderForm({ title: 'Dusk preorders' }))).toBe('Dusk preorders · Chicago Signing Social');
    expect(formLead(aCartOrderForm({ title: 'Signed books by post', event: null }))).toBe('Signed books by post');
  });
});
