import type { ConfirmationCall } from "./schemas/order.js";

// The policy's confirmation call before dispatch (SPEC 9: "a confirmation call within 24 hours
// before dispatch"): until a call is recorded as confirmed, no courier is booked for the order.
// The server refuses with these words; the admin's screens offer the call in their place.

export const CONFIRM_BY_PHONE_FIRST = "Confirm the order by phone first: its confirmation call is not recorded as confirmed.";

/** Whether the shopper confirmed the order on the phone (a call not reached is no confirmation). */
export function callConfirmed(order: { confirmationCall?: Pick<ConfirmationCall, "outcome"> }): boolean {
  return order.confirmationCall?.outcome === "confirmed";
}
