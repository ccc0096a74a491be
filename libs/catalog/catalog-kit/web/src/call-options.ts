/** Per-call options the catalog's api functions pass through: the query's abort signal. */
export interface CallOptions {
  signal?: AbortSignal;
}
