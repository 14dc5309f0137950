import { errorText } from "../shared/error-text.js";
import { deleteOrder } from "./orders-api.js";

export const NOTHING_SELECTED = "Please select orders to delete.";
const DELETE_FAILED = "Error deleting order(s): ";
const DEFAULT_REASON = "The order could not be deleted.";

export interface DeleteOutcome {
  deleted: string[];
  /** The message to show, success or failure, in SPEC.md section 8's words. */
  message: { kind: "success" | "error"; text: string; detail?: string };
}

/** Deletes one or many orders one by one (there is no bulk route), reporting what happened. */
export async function deleteOrders(ids: readonly string[], remove: (id: string) => Promise<void> = deleteOrder): Promise<DeleteOutcome> {
  const deleted: string[] = [];
  let firstError: unknown = null;
  for (const id of ids) {
    try {
      await remove(id);
      deleted.push(id);
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError === null) {
    const text = ids.length === 1 ? "Order deleted successfully!" : `${deleted.length} orders deleted successfully!`;
    return { deleted, message: { kind: "success", text } };
  }
  const reason = errorText(firstError, DEFAULT_REASON);
  const detail = deleted.length > 0 ? `${deleted.length} of ${ids.length} orders were deleted.` : undefined;
  return { deleted, message: { kind: "error", text: DELETE_FAILED + reason, detail } };
}
