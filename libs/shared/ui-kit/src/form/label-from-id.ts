/**
 * The label of a field that was given none (spec section 5): dashes and underscores become spaces
 * and every word starts with a capital. `labelFromId('first_name-x')` gives 'First Name X'.
 * Runs of separators count as one, and the rest of each word is kept as written.
 */
export function labelFromId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
