/** Spec section 8: what a failed single sign-on says (its own module: the error screens need no mutation). */
export const SSO_FAILED_MESSAGE = 'Authentication failed';
export const SSO_ERROR_MESSAGE = 'Failed to authenticate';
