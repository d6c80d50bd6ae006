import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** From this width up the row actions of a table wider than its box may leave it for a band of their own. */
const BAND_FROM = '(min-width: 641px)';
const PINNED = 'table-frame--pinned';
const BANDED = 'table-frame--banded';
const ACTIONS = ':scope > * > tr > .data-table-actions';

/**
 * Keeps the Actions column of a table wider than its box in view without covering what its cells
 * say. A column pinned over the scrolling ones hid the cells under it, so a half-hidden amount read
 * as another ('$90' for '$900.00'). So the column is pinned at the box's right edge only where it
 * covers no cell's content (a table a few pixels too wide: it covers padding); otherwise it leaves
 * the sideways scroll (whose box narrows by its width) for a band at the frame's right edge, each
 * cell beside its row. On a phone, where the buttons stack and a band would take too much of the
 * width, the whole row scrolls instead. `frameRef` is the positioned box around the scroll box.
 */
export function useActionsBand(frameRef: RefObject<HTMLElement | null>) {
  // After every render: the rows may have changed without the table changing size.
  useLayoutEffect(() => {
    if (frameRef.current) placeActions(frameRef.current);
  });
  useEffect(() => {
    const frame = frameRef.current;
    const table = frame?.querySelector('table');
    if (!frame || !table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => placeActions(frame));
    observer.observe(frame);
    observer.observe(table);
    return () => observer.disconnect();
  }, [frameRef]);
}

/** Lays the table out plainly, then pins its actions or moves them to the band if it is wider than its box. */
function placeActions(frame: HTMLElement) {
  const box = frame.firstElementChild;
  const table = box?.querySelector('table');
  if (!(box instanceof HTMLElement) || !table) return;
  const cells = [...table.querySelectorAll<HTMLElement>(ACTIONS)];
  frame.classList.remove(PINNED, BANDED);
  frame.style.removeProperty('--actions-width');
  for (const cell of cells) cell.style.removeProperty('top');
  for (const cell of cells) cell.style.removeProperty('height');
  if (cells.length === 0 || table.getBoundingClientRect().width <= box.clientWidth + 1) return;

  if (coversNoContent(table, box.clientWidth - Math.max(...cells.map((cell) => cell.getBoundingClientRect().width)))) frame.classList.add(PINNED);
  else if (window.matchMedia(BAND_FROM).matches) band(frame, cells);
}

/** Whether every cell but the actions ends its content within `limit` pixels of the table's left edge. */
function coversNoContent(table: HTMLTableElement, limit: number): boolean {
  const left = table.getBoundingClientRect().left;
  const content = document.createRange();
  for (const cell of table.querySelectorAll<HTMLElement>(':scope > * > tr > :not(.data-table-actions)')) {
    content.selectNodeContents(cell);
    if (content.getBoundingClientRect().right - left > limit + 0.5) return false;
  }
  return true;
}

/** Moves the actions to the band: as wide as the widest, each over its row's height. */
function band(frame: HTMLElement, cells: HTMLElement[]) {
  frame.classList.add(BANDED);
  const width = Math.ceil(Math.max(...cells.map((cell) => cell.getBoundingClientRect().width)));
  frame.style.setProperty('--actions-width', `${width}px`);
  // The band's cells are placed in the frame's padding box.
  const origin = frame.getBoundingClientRect().top + frame.clientTop;
  const rows = cells.map((cell) => cell.parentElement!.getBoundingClientRect());
  cells.forEach((cell, i) => {
    cell.style.top = `${rows[i]!.top - origin}px`;
    cell.style.height = `${rows[i]!.height}px`;
  });
}
