import { useRef, type ReactNode } from 'react';
import { useActionsBand } from '../../hooks/use-actions-band';

/** The column id whose cells stay in view at the table's right edge while the rest scrolls sideways. */
export const ACTIONS_COLUMN = 'actions';

/** Above a list whose rows a recent change has not reached yet (under load that can take a minute or more). */
export const LIST_UPDATING_TEXT = 'Recent changes are still being applied to this list. Rows may show earlier values; the list updates itself.';

interface TableScrollProps {
  label: string;
  /** The server says a recent change is still reaching some rows (the list reads itself again meanwhile, useCursorList). */
  updating?: boolean;
  children: ReactNode;
}

/**
 * The box a wide table scrolls in sideways. The keyboard can reach it (arrow keys scroll it) and it
 * is named after its table ('Transactions table'), so its columns are never out of reach for anyone.
 * The row actions stand beside the scrolling columns, never over them (useActionsBand). While the
 * rows are being updated a note says so above the table, where the member looks first.
 */
export function TableScroll({ label, updating, children }: TableScrollProps) {
  const frame = useRef<HTMLDivElement>(null);
  useActionsBand(frame);
  return (
    <>
      {updating && (
        <p className="list-updating" role="status">
          {LIST_UPDATING_TEXT}
        </p>
      )}
      <div ref={frame} className="table-frame">
        <div className="table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
          {children}
        </div>
      </div>
    </>
  );
}
