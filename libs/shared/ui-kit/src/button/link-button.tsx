import { createLink } from '@tanstack/react-router';
import { AnchorButton } from './button';

/**
 * The router's `Link` with a button's look: typed `to`, `params` and `search` from the app's
 * registered router, preloading and active state included, plus `size` and `variant`.
 */
export const LinkButton = createLink(AnchorButton);
