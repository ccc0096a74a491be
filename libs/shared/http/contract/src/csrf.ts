/** Sanctum-style CSRF handshake shared by the server and the browser client. */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
/** Readable by script: the client copies it into the header on unsafe methods. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** Methods that change state and therefore need the CSRF header. */
export const UNSAFE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
