import { deferredPanel } from './deferred-screen';

/** `/logout`: its status panel at once, the work (its mutation, the data clients) behind it: see `logout.tsx`. */
export const LogoutPage = deferredPanel<object>('Signing you out…', () =>
  import('./logout').then((module) => module.Logout),
);
