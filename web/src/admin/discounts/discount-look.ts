// How a code reads in the list: what it takes off and whether a shopper can use it right now.
import { formatRupees } from "@shared/money.js";
import type { DiscountCode } from "@shared/schemas/discount-code.js";

export type DiscountState = "active" | "off" | "scheduled" | "expired" | "used-up";

export function discountState(code: DiscountCode, now: number = Date.now()): DiscountState {
  if (!code.isActive) return "off";
  if (Date.parse(code.startsAt) > now) return "scheduled";
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now) return "expired";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "used-up";
  return "active";
}

export const DISCOUNT_STATE_LOOK: Record<DiscountState, { label: string; tone: "green" | "grey" | "blue" | "red" | "yellow" }> = {
  active: { label: "Active", tone: "green" },
  off: { label: "Off", tone: "grey" },
  scheduled: { label: "Scheduled", tone: "blue" },
  expired: { label: "Expired", tone: "red" },
  "used-up": { label: "Used up", tone: "yellow" },
};

/** "10% off" or "₹500.00 off". */
export function discountAmountText(code: Pick<DiscountCode, "kind" | "value">): string {
  return code.kind === "percent" ? `${code.value}% off` : `${formatRupees(code.value)} off`;
}

/** "3 of 100 used, 1 held" or "3 used". */
export function usesText(code: Pick<DiscountCode, "uses" | "held" | "maxUses">): string {
  const used = code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`;
  return code.held > 0 ? `${used}, ${code.held} held` : used;
}
