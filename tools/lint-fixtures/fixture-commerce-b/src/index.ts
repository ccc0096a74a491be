// A commerce lib with no forbidden import in its code: its package.json declares an implicit
// dependency on fixture-marketing, so commerce -> fixture-commerce-b reaches marketing transitively.
export const commerceBLabel = 'commerce-b';
