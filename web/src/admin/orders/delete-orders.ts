import { deleteEach } from "@/admin/shared/delete-each.js";
import { errorText } from "@/api/error-text.js";
import type { Flash } from "@/admin/shared/Flash.js";
import { deleteOrder } from "./orders-api.js";

export const NOTHING_SELECTED = "Please select orders to delete.";
const DELETE_FAILED = "Error deleting order(s): ";
const DEFAULT_REASON = "The order could not be deleted.";

/** Deletes one or many orders one by one (there is no bulk route), reporting what happened in docs/product.md section 8's words. */
export async function deleteOrders(ids: readonly string[]): Promise<{ deleted: string[]; message: Flash }> {
  const { deleted, failure } = await deleteEach(ids, deleteOrder);
  if (failure === null) {
    const text = ids.length === 1 ? "Order deleted successfully!" : `${deleted.length} orders deleted successfully!`;
    return { deleted, message: { kind: "success", text } };
  }
  const detail = deleted.length > 0 ? `${deleted.length} of ${ids.length} orders were deleted.` : undefined;
  return { deleted, message: { kind: "error", text: DELETE_FAILED + errorText(failure, DEFAULT_REASON), detail } };
}
