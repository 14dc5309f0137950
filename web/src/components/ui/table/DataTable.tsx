import type { MouseEvent, ReactNode } from "react";
import { SelectAllCell } from "./SelectAllCell.js";
import { TableScroll } from "./TableScroll.js";
import type { Selection } from "./use-selection.js";
import "./table.css";

export interface Column<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  /** The class of both the header and the cells ("num"). */
  className?: string;
  /** The cells' own class, when it differs from the header's. */
  cellClassName?: string;
  /** The name shown beside the value when a row stacks into a card on a phone; false for none. */
  label?: string | false;
  /** A click here is the cell's own (its buttons), not a click on the row. */
  ownClicks?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name for screen readers ("Products"). */
  label: string;
  className: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Each row's key; its _id unless said otherwise. */
  rowId?: (row: T) => string;
  loading: boolean;
  /** Absent: no line at all while loading. */
  loadingText?: string;
  /** Null shows no row at all (a load error already says why there is nothing). */
  emptyText: string | null;
  /** Tick boxes for a bulk action: the noun ("products") and each row's name. */
  select?: { selection: Selection; noun: string; name(row: T): string };
  scope?: boolean;
  /** A click anywhere on a row opens it (orders). */
  onRowClick?: (row: T) => void;
  /** What the table lists, for screen readers. */
  caption?: ReactNode;
}

const byUnderscoreId = (row: unknown) => (row as { _id: string })._id;
const stopClick = (event: MouseEvent) => event.stopPropagation();

/** An admin list's table: its columns, the tick boxes, and a line while loading or when empty. */
export function DataTable<T>({ label, className, columns, rows, rowId = byUnderscoreId, loading, loadingText, emptyText, select, scope = false, onRowClick, caption }: DataTableProps<T>) {
  const width = columns.length + (select ? 1 : 0);
  const placeholder = rows.length > 0 ? null : loading ? (loadingText ?? null) : emptyText;
  return (
    <TableScroll label={label}>
      <table className={`admin-table ${className}`}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {select ? (
              <SelectAllCell noun={select.noun} allTicked={select.selection.allTicked} someTicked={select.selection.someTicked} onToggle={select.selection.toggleAll} disabled={rows.length === 0} />
            ) : null}
            {columns.map((column, index) => (
              <th key={index} scope={scope ? "col" : undefined} className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder !== null ? (
            <tr>
              <td colSpan={width} className="admin-table__empty">
                {placeholder}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const id = rowId(row);
            const ticked = select?.selection.has(id) ?? false;
            return (
              <tr key={id} className={[onRowClick ? "is-clickable" : "", ticked ? "is-selected" : ""].join(" ").trim() || undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {select ? (
                  <td className="check" onClick={stopClick}>
                    <input type="checkbox" aria-label={`Select ${select.name(row)}`} checked={ticked} onChange={() => select.selection.toggle(id)} />
                  </td>
                ) : null}
                {columns.map((column, index) => {
                  const name = column.label ?? (typeof column.header === "string" ? column.header : undefined);
                  return (
                    <td key={index} className={column.cellClassName ?? column.className} data-label={name || undefined} onClick={column.ownClicks ? stopClick : undefined}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The column that names a row (its card's title on a phone, so no label beside it). */
export function titleColumn<T>(header: string, cell: (row: T) => ReactNode, cellClassName = "mgmt-cell--main"): Column<T> {
  return { header, cellClassName, label: false, cell };
}
