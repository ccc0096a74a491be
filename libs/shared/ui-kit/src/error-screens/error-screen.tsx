import { StatusScreen } from './status-screen';

export interface ErrorScreenProps {
  /** The HTTP-style status code; 500 when the failure had none. */
  statusCode?: number;
  /** Shown as `Error: {statusMessage}` when given. */
  statusMessage?: string;
}

/** Any other failure: the code, a plain apology and where to go next. */
export function ErrorScreen({ statusCode = 500, statusMessage }: ErrorScreenProps) {
  return (
    <StatusScreen
      code={statusCode}
      heading="An error occurred"
      text="Please contact support if this issue persists"
      detail={statusMessage ? `Error: ${statusMessage}` : undefined}
      homeLabel="Home page"
    />
  );
}
