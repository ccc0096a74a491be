import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Loading } from '../ui/loading';
import { AuthScreen, StatusPanel, type AuthScreenProps } from '../ui/primitives';

export type ScreenHeading = Pick<AuthScreenProps, 'eyebrow' | 'title' | 'lead'>;

/**
 * A screen drawn at once as `fallback`, while its working part loads with the query and http
 * clients it acts through: the part's module (`load`) calls `useQueryClientReady` first, so the
 * page itself need not wait for them (its route says `withoutQueryClient`).
 */
function deferred<P extends object>(
  fallback: ReactNode,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return function DeferredScreen(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/** A sign-in screen: its heading at once, its form behind it. */
export const deferredScreen = <P extends object>(heading: ScreenHeading, load: () => Promise<ComponentType<P>>) =>
  deferred(
    <AuthScreen {...heading}>
      <Loading label="Loading the form…" />
    </AuthScreen>,
    load,
  );

/** A landing page: the status panel its work starts with, at once; the work behind it. */
export const deferredPanel = <P extends object>(title: string, load: () => Promise<ComponentType<P>>) =>
  deferred(<StatusPanel tone="pending" title={title} />, load);
