import { cartStepHead, checkoutScreenHead, checkoutScreenOf } from './checkout.head';

describe('the checkout screens’ addresses and titles', () => {
  it('titles each cart step as issue 12 names it, and no other step', () => {
    expect(cartStepHead('checkout')?.meta[0]).toEqual({ title: 'Checkout · Folio' });
    expect(cartStepHead('deposit')?.meta[0]).toEqual({ title: 'Deposit Payment · Folio' });
    expect(cartStepHead('success')?.meta[0]).toEqual({ title: 'Checkout Success · Folio' });
    expect(cartStepHead('view-order')).not.toBeNull();
    expect(cartStepHead('pay')).toBeNull();
  });

  it('reads /checkout/... addresses, and nothing else', () => {
    expect(checkoutScreenOf('')).toEqual({ screen: 'ready' });
    expect(checkoutScreenOf('order/FO-ABCDEF/success')).toEqual({ screen: 'order-paid', id: 'FO-ABCDEF' });
    expect(checkoutScreenOf('installment/i-1')).toEqual({ screen: 'instalment', id: 'i-1' });
    expect(checkoutScreenOf('installment/i-1/success/')).toEqual({ screen: 'instalment-paid', id: 'i-1' });
    expect(checkoutScreenOf('order/FO-ABCDEF')).toBeNull();
    expect(checkoutScreenOf('installment/i-1/success/more')).toBeNull();
    expect(checkoutScreenOf('elsewhere/x/success')).toBeNull();
    expect(checkoutScreenHead({ screen: 'ready' }).meta[0]).toEqual({ title: 'Ready to pay · Folio' });
    expect(checkoutScreenHead({ screen: 'order-paid', id: 'x' }).meta[0]).toEqual({ title: 'Order Paid · Folio' });
    expect(checkoutScreenHead({ screen: 'instalment-paid', id: 'x' }).meta[0]).toEqual({
      title: 'Payment Installment Successfully Paid · Folio',
    });
  });
});
