import type { OutboxMessage } from "../data/outbox.js";
import type { ReturnRecord } from "../data/returns.js";

/**
 * A return's step the shopper hears about; the id carries the step's place in the return's
 * history, so the same change written again is the same message. A return resolved by store
 * credit or an exchange also gets its credit note (a refund's comes with the refund).
 */
export function returnChanged(record: ReturnRecord): OutboxMessage {
  // The step that wrote its credit note's shares: the receipt, resolving at once unless a refund follows.
  const refundFollows = record.items.some((item) => item.resolution === "refund");
  const credited = record.creditLines !== undefined && record.state === (refundFollows ? "received" : "resolved");
  return {
    id: `return.${record.state}#${record.id}#${record.history.length}`,
    kind: credited ? "return.credited" : "return.changed",
    orderId: record.orderId,
    returnId: record.id,
  };
}
