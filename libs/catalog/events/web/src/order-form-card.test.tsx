import { anOrderForm } from '@folio/events-contract/testing';
import { renderScreen } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { depositTerms, OrderFormCard, priceRange } from './order-form-card';

const now = new Date('2026-11-21T12:00:00Z');

describe('order form summaries', () => {
  it('show the price range in the form’s currency, with its code once', () => {
    expect(priceRange(anOrderForm({ currency: 'GBP', price_min_minor: 1800, price_max_minor: 10550 }))).toBe(
      '£18.00 – £105.50 GBP',
    );
    expect(priceRange(anOrderForm({ currency: 'EUR', price_min_minor: 2500, price_max_minor: 2500 }))).toBe(
      '€25.00 EUR',
    );
    expect(priceRange(anOrderForm({ price_min_minor: null, price_max_minor: null }))).toBeNull();
  });

  it('describe the deposit terms', () => {
    expect(
      depositTerms(
        anOrderForm({ deposit_available: true, deposit_percent: 25, min_deposit_total_minor: 7500, currency: 'USD' }),
      ),
    ).toBe('25% deposit on orders from $75.00 USD');
    expect(
      depositTerms(anOrderForm({ deposit_available: true, deposit_percent: 30, min_deposit_total_minor: null })),
    ).toBe('30% deposit available');
    expect(depositTerms(anOrderForm({ deposit_available: false }))).toBeNull();
  });
});

describe('OrderFormCard', () => {
  it('shows the seller, the countdown, prices, the deposit badge and the way in', async () => {
    const form = anOrderForm({
      title: 'Isabella Edwards at Chicago Signing Social',
      close_date: '2026-11-24',
      currency: 'USD',
      deposit_available: true,
      deposit_percent: 25,
      min_deposit_total_minor: 7500,
    });
    await renderScreen(() => <OrderFormCard form={form} context="seller" now={now} />);

    const card = screen.getByRole('article');
    const heading = within(card).getByRole('heading');
    expect(heading.textContent).toBe('Isabella Edwards');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/author/isabella-edwards');
    // The seller is named once: the form's own title ("{seller} at {event}") would say it again.
    expect(within(card).queryByText('Isabella Edwards at Chicago Signing Social')).toBeNull();
    expect(within(card).getByText('3 days left')).toBeTruthy();
    // The price range says its currency once, and nothing repeats it.
    expect(within(card).getByText('$18.00 – $105.50 USD')).toBeTruthy();
    expect(within(card).queryByText('Currency')).toBeNull();
    expect(within(card).getByText('25% deposit on orders from $75.00 USD')).toBeTruthy();
    const cta = within(card).getByRole('link', { name: /Preorder signed books from Isabella Edwards/ });
    expect(cta.getAttribute('href')).toBe(`/orderform/${form.slug}`);
  });

  it('says when a form has closed', async () => {
    const form = anOrderForm({ close_date: '2026-11-01', closed: false });
    await renderScreen(() => <OrderFormCard form={form} context="event" now={now} />);

    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Direct sales' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View order form/ })).toBeTruthy();
  });

  it('names the event once on a seller’s own stores', async () => {
    const event = {
      id: '5d0c3d5e-0000-4000-8000-000000000001',
      slug: 'chicago-signing-social',
      title: 'Chicago Signing Social',
    };
    const form = anOrderForm({ event, event_id: event.id });
    await renderScreen(() => <OrderFormCard form={form} context="event" now={now} />);

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading').textContent).toBe('Chicago Signing Social');
    expect(within(card).getByRole('link', { name: 'Chicago Signing Social' }).getAttribute('href')).toBe(
      '/event/chicago-signing-social',
    );
    expect(within(card).queryByText(form.title)).toBeNull();
    expect(within(card).getByRole('link', { name: /Preorder signed books for Chicago Signing Social/ })).toBeTruthy();
  });

  it('reads a far deadline as a date', async () => {
    await renderScreen(() => (
      <OrderFormCard form={anOrderForm({ close_date: '2027-01-05' })} context="seller" now={now} />
    ));

    expect(screen.getByText('Order before Jan 5, 2027')).toBeTruthy();
  });
});
