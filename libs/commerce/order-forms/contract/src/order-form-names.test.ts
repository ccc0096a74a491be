import { describe, expect, it } from 'vitest';
import { formBesideSeller, formLine, titleBesideSeller } from './order-form-names.js';

const logan = {
  sellerName: 'Logan Moss',
  title: "Logan Moss at Toronto Readers' Weekend",
  eventTitle: "Toronto Readers' Weekend",
};

describe('a form beside its seller’s name', () => {
  it('names the seller once when the title starts with the name, as the demo forms do', () => {
    expect(formLine(logan)).toBe("Logan Moss · Toronto Readers' Weekend");
    expect(formBesideSeller(logan)).toBe("Toronto Readers' Weekend");
    expect(titleBesideSeller(logan)).toBe("Toronto Readers' Weekend");
  });

  it('keeps what the title says besides the seller, and the event when the title does not say it', () => {
    expect(
      formLine({ sellerName: 'John Flatley', title: 'John Flatley: signed books by post', eventTitle: null }),
    ).toBe('John Flatley · Signed books by post');
    expect(
      formLine({
        sellerName: 'Maya Quill',
        title: 'Maya Quill – Launch night specials',
        eventTitle: 'Chicago Signing Social',
      }),
    ).toBe('Maya Quill · Launch night specials · Chicago Signing Social');
    expect(
      formLine({
        sellerName: 'Maya Quill',
        title: 'Maya Quill at Chicago Signing Social (day 2)',
        eventTitle: 'Chicago Signing Social',
      }),
    ).toBe('Maya Quill · Chicago Signing Social (day 2)');
  });

  it('leaves a title of its own alone, and the event once', () => {
    expect(formLine({ sellerName: 'Maya Quill', title: 'Dusk preorders', eventTitle: 'Chicago Signing Social' })).toBe(
      'Maya Quill · Dusk preorders · Chicago Signing Social',
    );
    expect(
      formLine({
        sellerName: 'Maya Quill',
        title: 'Preorders for Chicago Signing Social',
        eventTitle: 'Chicago Signing Social',
      }),
    ).toBe('Maya Quill · Preorders for Chicago Signing Social');
    expect(formLine({ sellerName: 'Maya Quill', title: 'Dusk preorders', eventTitle: null })).toBe(
      'Maya Quill · Dusk preorders',
    );
  });

  it('matches the name as whole words, whatever the case', () => {
    expect(titleBesideSeller({ sellerName: 'Ann Lee', title: 'Ann Leesome books' })).toBe('Ann Leesome books');
    expect(titleBesideSeller({ sellerName: 'Logan Moss', title: "LOGAN MOSS at Toronto Readers' Weekend" })).toBe(
      "Toronto Readers' Weekend",
    );
  });

  it('falls back to the event, or the title, when the title is only the name', () => {
    expect(titleBesideSeller({ sellerName: 'Logan Moss', title: 'Logan Moss' })).toBeNull();
    expect(
      formBesideSeller({ sellerName: 'Logan Moss', title: 'Logan Moss', eventTitle: "Toronto Readers' Weekend" }),
    ).toBe("Toronto Readers' Weekend");
    expect(formBesideSeller({ sellerName: 'Logan Moss', title: 'Logan Moss', eventTitle: null })).toBe('Logan Moss');
  });
});
