import { StatusScreen } from './status-screen';

/** 403: signed in, but not as someone who may see this page. */
export function ForbiddenScreen() {
  return (
    <StatusScreen
      code={403}
      heading="You don't have permission to view this page"
      text="Please make sure you are logged in to the correct account."
      homeLabel="Take me home"
    />
  );
}
