import { ErrorScreen, ForbiddenScreen, NotFoundScreen } from '@folio/ui-kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Framed, useCurrentPath, userAgent } from './chunk-load-failure';
import { errorStatus, notFoundMessage, serverStatusMessage } from './error-status';
import { isBot } from './is-bot';

/**
 * The router's status screens: 404 and 403 get their own screens, every other status the generic
 * one. Loaded on first need by `lazy-route-error.tsx`, which answers bots and failed code chunks
 * itself before it gets here.
 */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const path = useCurrentPath();

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
