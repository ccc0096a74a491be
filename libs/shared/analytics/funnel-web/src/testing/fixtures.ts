import type { FormFunnel, SellerFunnel } from '@folio/analytics-contract';

/** One order form's funnel, with the counts given and zeros for the rest. */
export function aFormFunnel(
  overrides: Partial<Omit<FormFunnel, 'counts'>> & { counts?: Partial<FormFunnel['counts']> } = {},
): FormFunnel {
  const { counts, ...rest } = overrides;
  return {
    order_form_id: 'form-1',
    title: 'Ada at the Summer Signing',
    ...rest,
    counts: { order_form_view: 0, add_to_cart: 0, checkout_start: 0, order_paid: 0, ...counts },
  };
}

/** A seller's funnel answer: Ada Author's forms over the last 30 days of June 2026. */
export function aSellerFunnel(forms: FormFunnel[], overrides: Partial<SellerFunnel['data']> = {}): SellerFunnel {
  return {
    data: {
      from: '2026-05-17',
      to: '2026-06-15',
      sellers: [{ kind: 'author', slug: 'ada-author', name: 'Ada Author' }],
      forms,
      ...overrides,
    },
  };
}
