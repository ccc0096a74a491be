/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * A form takes orders until the end of its close date in UTC (spec section 9), unless the seller
 * closed it.
 */
export function isOrderFormOpen(form: { closed: boolean; closeDate: string }, now: Date): boolean {
  return !form.closed && form.closeDate >= utcDay(now);
}
