// What the header's search panel says, shared by its eager frame and its lazily loaded results.

/** Before anything is typed. */
export const PROMPT = 'Type a name, a book title, a city or an event.';
/** While the first answer for the words is on its way. */
export const SEARCHING = 'Searching…';
