import type { ReactNode } from "react";
import { DeleteDialog } from "./DeleteDialog.js";
import type { DeleteFlow } from "./use-delete-flow.js";

interface BulkDeleteDialogProps<T> {
  flow: DeleteFlow<T>;
  noun: { one: string; many: string };
  /** The question for one item, which names it. */
  askOne(item: T): ReactNode;
}

/** The delete question of a list with ticked rows: one item by name, or the count of the selected. */
export function BulkDeleteDialog<T>({ flow, noun, askOne }: BulkDeleteDialogProps<T>) {
  return (
    <DeleteDialog
      flow={flow}
      title={(target) => `Delete ${target.kind === "selected" ? noun.many : noun.one}`}
      message={(target) => <p>{target.kind === "one" ? askOne(target.item) : `Are you sure you want to delete ${target.ids.length} selected ${noun.many}?`}</p>}
    />
  );
}
