import type { Logger } from './logger.js';

/** Variables the shell's middleware puts on every request context. */
export interface BaseVariables {
  requestId: string;
  logger: Logger;
}

export interface BaseEnv {
  Variables: BaseVariables;
}
