import type { ReactNode } from 'react';

/** The column id whose cells stay in view at the table's right edge while the rest scrolls sideways. */
export const ACTIONS_COLUMN = 'actions';

/**
 * The box a wide table scrolls in sideways. The keyboard can reach it (arrow keys scroll it) and it
 * is named after its table ('Transactions table'), so its columns are never out of reach for anyone.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
