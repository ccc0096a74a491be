import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body.js';

describe('parseForm', () => {
  it('reads nested objects and arrays the way the Stripe SDK encodes them', () => {
    expect(
      parseForm(
        'amount=100&metadata[order_id]=o%201&expand[0]=latest_charge&expand[1]=customer&automatic_payment_methods[enabled]=true&tags[]=a',
      ),
    ).toEqual({
      amount: '100',
      metadata: { order_id: 'o 1' },
      expand: ['latest_charge', 'customer'],
      automatic_payment_methods: { enabled: 'true' },
      tags: ['a'],
    });
  });
});
