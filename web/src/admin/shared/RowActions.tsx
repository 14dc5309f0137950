import { Pencil, Trash2 } from "lucide-react";

/** A row's Edit and Delete icons, named for the record ("Edit Silk Saree"). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <div className="admin-table__actions">
      <button type="button" className="icon-btn" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <button type="button" className="icon-btn mgmt-danger-icon" aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
