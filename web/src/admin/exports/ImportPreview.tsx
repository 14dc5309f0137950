import type { ProductImportResult, ProductImportRow } from "@shared/schemas/product-import-report.js";
import { TableScroll } from "@/components/ui/table/TableScroll.js";

const shown = (text: string) => (text === "" ? "(empty)" : text);

/** Rows the import would change or cannot take, each with its line in the file; unchanged rows are counted. */
export function ImportPreview({ result }: { result: ProductImportResult }) {
  const listed = result.rows.filter((row) => row.changes.length > 0 || row.errors.length > 0);
  const unchanged = result.rows.length - listed.length;
  return (
    <div className="import-preview">
      <p className="import-preview__summary">
        {`${result.rows.length} ${result.rows.length === 1 ? "row" : "rows"} read: ${result.changedRows} to change, ${result.errorRows} with errors`}
        {unchanged > 0 ? `, ${unchanged} unchanged` : ""}.
      </p>
      {listed.length > 0 ? (
        <TableScroll label="Import preview">
          <table className="admin-table admin-table--stack import-preview__table">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Product</th>
                <th scope="col">Changes</th>
                <th scope="col">Errors</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((row) => (
                <PreviewRow key={row.line} row={row} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}

function PreviewRow({ row }: { row: ProductImportRow }) {
  const failed = row.errors.length > 0;
  return (
    <tr className={failed ? "is-error" : undefined} data-line={row.line}>
      <td data-label="Line" className="nowrap">
        <span className="admin-mono">{row.line}</span>
      </td>
      <td data-label="Product">
        <span>
          {row.name || <span className="muted">(no name)</span>}
          {row.productId ? <span className="admin-table__sub admin-mono">{row.productId}</span> : <span className="admin-table__sub">new product</span>}
        </span>
      </td>
      <td data-label="Changes">
        {row.changes.length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <ul className="import-preview__changes">
            {row.changes.map((change) => (
              <li key={change.field}>
                <strong>{change.field}</strong>: <del>{shown(change.from)}</del> → <ins>{shown(change.to)}</ins>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Errors">
        {failed ? (
          <ul className="import-preview__errors">
            {row.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}
