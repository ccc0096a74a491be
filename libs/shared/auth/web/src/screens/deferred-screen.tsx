import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from '../ui/loading';
import { AuthScreen, type AuthScreenProps } from '../ui/primitives';

export type ScreenHeading = Pick<AuthScreenProps, 'eyebrow' | 'title' | 'lead'>;

/**
 * A sign-in screen drawn at once with its heading, while its form loads with the query and http
 * clients it submits through: the form's module (`load`) calls `useQueryClientReady` first, so the
 * page itself need not wait for them (its route says `withoutQueryClient`).
 */
export function deferredScreen<P extends object>(heading: ScreenHeading, load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return function DeferredScreen(props: P) {
    return (
      <Suspense
        fallback={
          <AuthScreen {...heading}>
            <Loading label="Loading the form…" />
          </AuthScreen>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  };
}
