import { ErrorScreen, TopProgressBar } from '@folio/ui-kit';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useInPageFrame } from '../shell/page-frame';
import { PageShell } from '../shell/page-shell';
import { chunkReloadGuard } from './app-chunk-reload';

const CHUNK_FAILURE_MESSAGE = 'Part of this page could not be loaded. Please check your connection and try again.';

export function userAgent() {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

export function useCurrentPath() {
  return useRouterState({ select: (state) => state.location.pathname });
}

/** Draws the default page frame around a screen, unless a layout already did. */
export function Framed({ title, children }: { title: string; children: ReactNode }) {
  const inFrame = useInPageFrame();
  const screen = (
    <>
      <title>{title}</title>
      {children}
    </>
  );
  return inFrame ? screen : <PageShell>{screen}</PageShell>;
}

/**
 * A code chunk that could not load reloads the page once (spec section 8), then shows the generic
 * screen. It lives in the entry, with the generic screen it draws: when chunks cannot load, the
 * status screens (another chunk) cannot either.
 */
export function ChunkLoadFailure() {
  const path = useCurrentPath();
  // Decided once per mounted screen. The guard remembers a reload under way, so a second call (as
  // in StrictMode) reports `reloading` instead of reloading twice.
  const [state] = useState(() => chunkReloadGuard.reloadOnce(path));
  if (state !== 'show-error') return <TopProgressBar active label="Reloading page" />;
  return (
    <Framed title="Something went wrong · Folio">
      <ErrorScreen statusCode={500} statusMessage={CHUNK_FAILURE_MESSAGE} />
    </Framed>
  );
}
