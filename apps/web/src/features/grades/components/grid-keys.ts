import type { KeyboardEvent } from 'react';

/** The grid's input at (row, col) within the same table, if any. */
function inputAt(from: HTMLElement, row: number, col: number) {
  return from
    .closest('table')
    ?.querySelector<HTMLInputElement>(`input[data-grid-row="${row}"][data-grid-col="${col}"]`);
}

/** The editable cells of a row, in column order (columns fed by an evaluation have none). */
function colsOf(from: HTMLElement, row: number) {
  const inputs = from.closest('table')?.querySelectorAll<HTMLInputElement>(`input[data-grid-row="${row}"]`) ?? [];
  return [...inputs].map((i) => Number(i.dataset.gridCol)).sort((a, b) => a - b);
}

/**
 * Spreadsheet keys of the grade grid, as Moodle's and Canvas's grader reports have them (decision 0054): ↑/↓ and
 * Enter/Shift+Enter move within the column, ←/→ move within the row once the caret is at the text's edge; Tab is the
 * browser's own (row by row). Leaving a cell saves it (its blur).
 */
export function moveInGrid(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const row = Number(input.dataset.gridRow);
  const col = Number(input.dataset.gridCol);
  const { selectionStart: start, selectionEnd: end, value } = input;
  // the whole text selected (as a cell is entered) counts as both edges
  const isWhole = start === 0 && end === value.length;
  const atStart = isWhole || (start === 0 && end === 0);
  const atEnd = isWhole || (start === value.length && end === value.length);
  let target: HTMLInputElement | null | undefined;
  if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) target = inputAt(input, row + 1, col);
  else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) target = inputAt(input, row - 1, col);
  else if (event.key === 'ArrowRight' && atEnd) {
    const next = colsOf(input, row).find((c) => c > col);
    target = next === undefined ? null : inputAt(input, row, next);
  } else if (event.key === 'ArrowLeft' && atStart) {
    const previous = colsOf(input, row)
      .reverse()
      .find((c) => c < col);
    target = previous === undefined ? null : inputAt(input, row, previous);
  } else return;
  // Enter at the last row still leaves the cell, so that it saves
  if (!target && event.key === 'Enter') {
    event.preventDefault();
    input.blur();
    return;
  }
  if (!target) return;
  event.preventDefault();
  target.focus();
}
