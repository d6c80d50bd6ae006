import { useState, type ReactNode } from 'react';

interface DisclosedTableProps {
  /** The line that opens it ('Sales by month as a table'). */
  summary: string;
  /** The table's name for assistive technology. */
  caption: string;
  columns: readonly string[];
  /** Each row's key and cells; the first cell names the row (a row header). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** A last row of totals, named by its first cell. */
  footer?: readonly ReactNode[];
  /** What the table says without rows. */
  empty?: string;
}

const Row = ({ cells }: { cells: readonly ReactNode[] }) => (
  <tr>
    <th scope="row">{cells[0]}</th>
    {cells.slice(1).map((cell, i) => (
      <td key={i}>{cell}</td>
    ))}
  </tr>
);

/**
 * A table behind a summary line, drawn once opened: the numbers of a chart, for every reader. Closed,
 * it adds no table to the page, so a page's own tables stay the only ones drawn.
 */
export function DisclosedTable({ summary, caption, columns, rows, footer, empty }: DisclosedTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="disclosed-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && (
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && empty && (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            )}
            {rows.map((row) => (
              <Row key={row.key} cells={row.cells} />
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <Row cells={footer} />
            </tfoot>
          )}
        </table>
      )}
    </details>
  );
}
