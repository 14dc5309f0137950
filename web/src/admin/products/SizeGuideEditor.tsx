import { Plus, Trash2 } from "lucide-react";
import type { SizeGuideRow } from "@shared/schemas/product.js";
import { withoutEntry } from "./product-form-lists.js";

interface SizeGuideEditorProps {
  rows: readonly SizeGuideRow[];
  onChange(rows: SizeGuideRow[]): void;
}

const COLUMNS: { key: keyof SizeGuideRow; label: string; mode: "text" | "decimal" }[] = [
  { key: "size", label: "Size", mode: "text" },
  { key: "bust", label: "Bust (in)", mode: "decimal" },
  { key: "waist", label: "Waist (in)", mode: "decimal" },
];

/** The size guide's rows (size, bust, waist). Rows left incomplete are dropped on save. */
export function SizeGuideEditor({ rows, onChange }: SizeGuideEditorProps) {
  const change = (index: number, key: keyof SizeGuideRow, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className="mgmt-guide">
      <legend className="field__label">Size guide</legend>
      <p className="field__hint">Rows lacking a size, bust or waist are left out when the product is saved.</p>
      {rows.length > 0 ? (
        <div className="mgmt-guide__grid" role="table" aria-label="Size guide">
          <div className="mgmt-guide__row mgmt-guide__head" role="row">
            {COLUMNS.map((column) => (
              <span key={column.key} role="columnheader">
                {column.label}
              </span>
            ))}
            <span role="columnheader" className="visually-hidden">
              Remove
            </span>
          </div>
          {rows.map((row, index) => (
            <div className="mgmt-guide__row" role="row" key={index}>
              {COLUMNS.map((column) => (
                <span role="cell" key={column.key}>
                  <input
                    className="input"
                    value={row[column.key]}
                    inputMode={column.mode}
                    maxLength={20}
                    aria-label={`${column.label} of row ${index + 1}`}
                    onChange={(event) => change(index, column.key, event.target.value)}
                  />
                </span>
              ))}
              <span role="cell">
                <button
                  type="button"
                  className="icon-btn mgmt-danger-icon"
                  aria-label={`Remove size guide row ${index + 1}`}
                  onClick={() => onChange(withoutEntry(rows, index))}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </span>
            </div>
          ))}
        </div>
      ) : null}
      <button type="button" className="btn btn--small btn--outline" onClick={() => onChange([...rows, { size: "", bust: "", waist: "" }])}>
        <Plus size={16} aria-hidden="true" />
        Add Row
      </button>
    </fieldset>
  );
}
