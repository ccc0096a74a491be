import { TopProgressBar } from '@folio/ui-kit';
import { ToastHost } from '@folio/ui-kit/toast';
import {
  createRootRouteWithContext,
  Outlet,
  useRouter,
  useRouterState,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { RouteError, RouteNotFound } from '../errors/lazy-route-error';
import { provideQueryClient, type ShellContext } from '../router-context';
import { DocumentHead } from '../shell/document-head';

export const Route = createRootRouteWithContext<ShellContext>()({
  // Typed here, not inferred: the matches' type is built from this very route tree.
  beforeLoad: ({ context, matches }): ReturnType<typeof provideQueryClient> =>
    provideQueryClient(context, matches.at(-1) as { staticData?: StaticDataRouteOption } | undefined),
  head: () => ({ meta: [{ title: 'Folio' }] }),
  component: RootComponent,
  errorComponent: RouteError,
  notFoundComponent: RouteNotFound,
});

function RootComponent() {
  const router = useRouter();
  return (
    <>
      <DocumentHead />
      <RouterProgress />
      <Outlet />
      {/* Renders nothing until a screen asks for a toast; then it loads sonner. */}
      <ToastHost navigate={(href) => void router.navigate({ href })} />
    </>
  );
}

/** The thin bar along the top while a navigation loads. */
function RouterProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return <TopProgressBar active={pending} />;
}
