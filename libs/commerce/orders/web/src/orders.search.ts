/**
 * The page of `/orders?page=2`, read in the page's own chunk rather than by a `validateSearch`
 * schema, which would sit in the entry's route tree (quality bar F1). Anything but a whole number
 * from 1 up (`?page=0`, `?page=x`, none) reads as the first page.
 */
export function ordersPage(search: unknown): number {
  const raw = typeof search === 'object' && search !== null ? (search as Record<string, unknown>)['page'] : undefined;
  const page = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
