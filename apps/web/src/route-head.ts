/**
 * A route's `head` when its loader works the head out (`return { head: eventHead(data) }`).
 *
 * The router plugin splits a route's loader into the page's chunk, but not its `head`, which stays
 * in the entry with the route tree. A head built there would bring its builders, and the share
 * texts they hold, into the JavaScript every page downloads (quality bar F1); built in the loader,
 * they load with the page. Until the loader has run, and when it failed (the error screen sets its
 * own title), the parent route's head stands.
 */
export function headFromLoader<T extends object>({
  loaderData,
}: {
  loaderData?: { head: T };
}): T | Record<string, never> {
  return loaderData?.head ?? {};
}
