// Stand-in for a catalog lib. It imports nothing, so the scope tests can import it without a cycle.
export const catalogLabel = 'catalog';
