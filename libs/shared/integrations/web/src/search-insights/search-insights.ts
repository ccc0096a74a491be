/** One result the search page showed: its kind and id (`event`, `evt-123`). */
export interface SearchResultRef {
  kind: string;
  id: string;
}

/** What the search page tells a search-analytics service. */
export interface SearchInsights {
  /** A search was made and these results were shown, in order. */
  queryMade(event: { query: string; results: readonly SearchResultRef[] }): void;
  /** A result was opened; `position` counts from 1. */
  resultClicked(event: { query: string; result: SearchResultRef; position: number }): void;
}

/** No search analytics configured: nothing is sent. */
export const noSearchInsights: SearchInsights = { queryMade: () => undefined, resultClicked: () => undefined };
