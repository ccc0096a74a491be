import { expect } from 'vitest';

/** The classes that decide how a list lays out: the grid's, its first cell's and that cell's card's. */
export function gridShape(grid: Element): { grid: string[]; cell: string[]; card: string[] } {
  const cell = grid.firstElementChild;
  const card = cell?.firstElementChild;
  return { grid: [...grid.classList], cell: [...(cell?.classList ?? [])], card: [...(card?.classList ?? [])] };
}

/**
 * Expects `placeholder` (a loading skeleton) to be drawn in `list`'s own grid, cell and card
 * classes, so it has the list's columns at every width and its card shape. happy-dom computes no
 * layout, so the classes are what a test can compare; the placeholder may add its own (it does not
 * react to the pointer).
 */
export function expectSameGrid(placeholder: Element, list: Element) {
  const real = gridShape(list);
  const drawn = gridShape(placeholder);
  expect(real.grid.length, 'the list has a grid class').toBeGreaterThan(0);
  expect(drawn.grid, 'the placeholder uses the list’s grid').toEqual(expect.arrayContaining(real.grid));
  expect(drawn.cell, 'the placeholder’s cells are the list’s').toEqual(real.cell);
  expect(drawn.card, 'the placeholder’s cards have the list’s card shape').toEqual(real.card);
}
