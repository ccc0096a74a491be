const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether path text can be a row id. Rows are keyed by UUID, so anything else is answered as
 * "not found" without a query (and text PostgreSQL refuses, such as NUL, never reaches it).
 */
export const isUuid = (text: string): boolean => UUID.test(text);
