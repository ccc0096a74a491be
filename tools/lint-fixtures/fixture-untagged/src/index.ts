// Deliberately untagged: importing it, or importing from it, must fail lint.
export const untaggedLabel = 'untagged';
