import { ErrorScreen, ForbiddenScreen, NotFoundScreen, TopProgressBar } from '@folio/ui-kit';
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useInPageFrame } from '../shell/page-frame';
import { PageShell } from '../shell/page-shell';
import { chunkReloadGuard } from './app-chunk-reload';
import { isChunkLoadError } from './chunk-reload';
import { errorStatus, notFoundMessage, serverStatusMessage } from './error-status';
import { isBot } from './is-bot';

const CHUNK_FAILURE_MESSAGE = 'Part of this page could not be loaded. Please check your connection and try again.';

function userAgent() {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

function useCurrentPath() {
  return useRouterState({ select: (state) => state.location.pathname });
}

/** Draws the default page frame around a screen, unless a layout already did. */
function Framed({ title, children }: { title: string; children: ReactNode }) {
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
 * The router's error screen: 404 and 403 get their own screens, every other status the generic one.
 * A failed code chunk reloads the page once (spec section 8) before the generic screen shows.
 * Bots and crawlers get no error page; the error is logged by the app root's error reporting.
 */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const path = useCurrentPath();
  if (isBot(userAgent())) return null;
  if (isChunkLoadError(error)) return <ChunkLoadFailure path={path} />;

  const status = errorStatus(error) ?? 500;
  if (status === 404) {
    return (
      <Framed title="Page not found · Folio">
        <NotFoundScreen message={notFoundMessage(path)} />
      </Framed>
    );
  }
  if (status === 403) {
    return (
      <Framed title="Access denied · Folio">
        <ForbiddenScreen />
      </Framed>
    );
  }
  return (
    <Framed title="Something went wrong · Folio">
      <ErrorScreen statusCode={status} statusMessage={serverStatusMessage(error)} />
    </Framed>
  );
}

function ChunkLoadFailure({ path }: { path: string }) {
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

/** The router's not-found screen, with the message `Page not found: {path}`. */
export function RouteNotFound() {
  const path = useCurrentPath();
  const message = notFoundMessage(path);
  if (isBot(userAgent())) return <LogOnly message={message} />;
  return (
    <Framed title="Page not found · Folio">
      <NotFoundScreen message={message} />
    </Framed>
  );
}

function LogOnly({ message }: { message: string }) {
  useEffect(() => {
    console.error(message);
  }, [message]);
  return null;
}
