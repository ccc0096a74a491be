import type { FormFunnel } from '@folio/analytics-contract';

/** The funnel's steps, in order, with the words the page shows. */
export const FUNNEL_STEPS = [
  { action: 'order_form_view', label: 'Views' },
  { action: 'add_to_cart', label: 'Added to cart' },
  { action: 'checkout_start', label: 'Checkouts' },
  { action: 'order_paid', label: 'Paid' },
] as const;

export interface FunnelStep {
  label: string;
  count: number;
  /** This step as a share of the one before, 0 to 1; null for the first step or after a zero. */
  ofPrevious: number | null;
}

/** One form's steps with their conversion from the step before. */
export function stepsOf(form: FormFunnel): FunnelStep[] {
  return FUNNEL_STEPS.map(({ action, label }, index) => {
    const count = form.counts[action];
    const previous = index === 0 ? null : form.counts[FUNNEL_STEPS[index - 1]!.action];
    return { label, count, ofPrevious: previous ? count / previous : null };
  });
}

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
/** "25%", "12.5%"; a dash where there was nothing to convert from. */
export const formatShare = (share: number | null) => (share === null ? '–' : percent.format(share));

/** Whether anything at all happened on any form in the period. */
export const hasActivity = (forms: readonly FormFunnel[]) =>
  forms.some((form) => Object.values(form.counts).some((n) => n > 0));
