import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EMPTY_TABLE_TEXT } from '../../config/constants';
import { ACTIONS_COLUMN, TableScroll } from './table-scroll';

export type { ColumnDef } from '@tanstack/react-table';

interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows of the page shown; undefined while it loads. */
  rows: readonly T[] | undefined;
  loading: boolean;
  /** What shows while the rows load, e.g. 'Loading patients...'. */
  loadingText?: string;
  rowKey: (row: T) => string | number;
  /** Under the empty table's text, the next step where one exists (a center without patients shares its sign-up link). */
  emptyHint?: ReactNode;
  /** The server says a recent change is still reaching some rows: said above the table. */
  updating?: boolean;
}

/**
 * A page of rows under column headings; without rows it says it is loading or that there is
 * nothing to show (spec §2, §8), and the next step where one exists. Paging and filtering happen on
 * the server, not here. The actions column stays in view at the right edge while wide rows scroll,
 * over none of their content (TableScroll).
 */
export function DataTable<T>({ caption, columns, rows, loading, loadingText = 'Loading...', rowKey, emptyHint, updating }: DataTableProps<T>) {
  const table = useReactTable({
    data: (rows ?? []) as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualPagination: true,
    manualFiltering: true,
  });
  const message = loading ? loadingText : rows?.length ? null : EMPTY_TABLE_TEXT;
  const hint = !loading && !rows?.length ? emptyHint : undefined;
  const actionsClass = (columnId: string) => (columnId === ACTIONS_COLUMN ? 'data-table-actions' : undefined);
  return (
    <TableScroll label={caption} updating={updating}>
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={actionsClass(header.column.id)}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {message ? (
            <tr>
              <td colSpan={columns.length} className="data-table-message">
                {message}
                {hint && <p className="data-table-hint">{hint}</p>}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={actionsClass(cell.column.id)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
