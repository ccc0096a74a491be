import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/layouts';

/** Layout `auth`: a narrow centred card under the logo, for the sign-in screens. */
export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
  // Not split, like `_default`: the layouts are one small module the entry holds anyway.
  codeSplitGroupings: [],
});
