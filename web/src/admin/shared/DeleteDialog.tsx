import type { ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog.js";
import type { DeleteFlow, DeleteTarget } from "./use-delete-flow.js";

interface DeleteDialogProps<T> {
  flow: DeleteFlow<T>;
  title(target: DeleteTarget<T>): string;
  /** What will go, in words the admin can say yes or no to. */
  message(target: DeleteTarget<T>): ReactNode;
}

/** The question before a delete: red Delete, "Deleting..." while it runs. */
export function DeleteDialog<T>({ flow, title, message }: DeleteDialogProps<T>) {
  const { pending } = flow;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? title(pending) : ""}
      message={pending ? message(pending) : null}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={flow.busy}
      danger
      error={flow.error}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );
}
