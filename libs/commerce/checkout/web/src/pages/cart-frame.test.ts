import { formLead } from './cart-frame';

describe('formLead', () => {
  it('names the event once when the form’s title already has it', () => {
    expect(formLead({ title: "Logan Moss at Toronto Readers' Weekend", event: { title: "Toronto Readers' Weekend" } })).toBe("Logan Moss at Toronto Readers' Weekend");
  });

  it('adds the event to a title without it, and nothing for a form without an event', () => {
    expect(formLead({ title: 'Dusk preorders', event: { title: 'Chicago Signing Social' } })).toBe('Dusk preorders · Chicago Signing Social');
    expect(formLead({ title: 'Signed books by post', event: null })).toBe('Signed books by post');
  });
});
