import { Trash2 } from "lucide-react";
import "./table.css";

interface SelectionBarProps {
  count: number;
  /** "products", "users": what the count is of. */
  noun: string;
  onDelete(): void;
  onClear(): void;
  busy?: boolean;
}

/**
 * The bulk actions over ticked rows, disabled until a row is ticked (issue 22): the line beside
 * them says what to do ("No products selected").
 */
export function SelectionBar({ count, noun, onDelete, onClear, busy = false }: SelectionBarProps) {
  return (
    <div className="spread-row mgmt-selection">
      <span className="mgmt-selection__count" aria-live="polite">{count === 0 ? `No ${noun} selected` : `${count} selected`}</span>
      <div className="button-row">
        <button type="button" className="btn btn--small btn--outline" onClick={onClear} disabled={count === 0 || busy}>
          Clear Selection
        </button>
        <button type="button" className="btn btn--small btn--danger" onClick={onDelete} disabled={count === 0 || busy}>
          <Trash2 size={16} aria-hidden="true" />
          {busy ? "Deleting..." : "Delete Selected"}
        </button>
      </div>
    </div>
  );
}
