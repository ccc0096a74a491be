/** Leaves the app for a social provider (sign-in here, connect in the account area); a seam for tests. */
export const browserNavigation = {
  assign: (url: string) => globalThis.location.assign(url),
};
