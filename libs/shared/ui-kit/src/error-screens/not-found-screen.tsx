import { StatusScreen } from './status-screen';

export interface NotFoundScreenProps {
  /** The not-found error's message, for example `Page not found: /some/path`. */
  message?: string;
}

/** 404: the page does not exist. */
export function NotFoundScreen({ message }: NotFoundScreenProps) {
  return (
    <StatusScreen
      code={404}
      heading="Page not found"
      text="Sorry, the page you are looking for doesn't exist."
      detail={message}
      homeLabel="Take me home"
    />
  );
}
