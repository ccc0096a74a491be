import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from './http';
import type { Session } from './session';

/** What every route's `beforeLoad` and `loader` receive from the shell. */
export interface RouterContext {
  queryClient: QueryClient;
  http: HttpClient;
  session: Session;
}
