import { indianGrouping } from "./indian-grouping.js";
import { formatPaise } from "./money.js";
import { staffRoleOf } from "./staff-permissions.js";

// Maker-checker (issue 39, docs/running-the-business.md "Limits and approvals"): what one member
// of staff may pay out in a day on her own, across refunds, cancellations with a refund, store
// credit added by hand and returns received. Over it the action waits for the owner's approval.

/** The actions a day's limit counts; each is also a kind of approval request. */
export const PAYOUT_KINDS = ["refund", "cancel", "store-credit", "return"] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** Per role, in paise a day (India time). The owner has none: she is the one who approves. */
export interface StaffLimits {
  staffPaise: number;
  managerPaise: number;
}

/** Staff: the ₹2,000 a refund was limited to before; a manager ten times that. */
export const DEFAULT_STAFF_LIMITS: StaffLimits = { staffPaise: 200_000, managerPaise: 2_000_000 };

/** A role's limit a day in paise; null for the owner (no limit) and for anyone not of the back office. */
export function dailyLimitOf(role: string | undefined, limits: StaffLimits): number | null {
  const staffRole = staffRoleOf(role);
  if (staffRole === "staff") return limits.staffPaise;
  if (staffRole === "manager") return limits.managerPaise;
  return null;
}

/** A limit as people say it: "₹2,000" (paise only when there are any). */
export const limitText = (paise: number) => (paise % 100 === 0 ? `₹${indianGrouping(paise / 100)}` : formatPaise(paise));

const OVER: Record<PayoutKind, (limit: string) => string> = {
  refund: (limit) => `Refunds over ${limit} a day need the owner's approval`,
  cancel: (limit) => `Refunds over ${limit} a day need the owner's approval`,
  "store-credit": (limit) => `Store credit over ${limit} a day needs the owner's approval`,
  return: (limit) => `Returns worth over ${limit} a day need the owner's approval`,
};

/** What the staff member reads when her action went to the owner instead of being done. */
export const sentForApprovalMessage = (kind: PayoutKind, limitPaise: number) => `${OVER[kind](limitText(limitPaise))}: sent for approval`;

const OWN: Record<PayoutKind, string> = {
  refund: "You cannot refund your own order; ask another member of staff.",
  cancel: "You cannot cancel and refund your own order; ask another member of staff.",
  "store-credit": "You cannot adjust the store credit of your own account; ask another member of staff.",
  return: "You cannot receive a return of your own order; ask another member of staff.",
};

/** Why nobody pays herself: the 403's words. */
export const ownAccountMessage = (kind: PayoutKind) => OWN[kind];

export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = {
  refund: "Refund",
  cancel: "Cancel and refund",
  "store-credit": "Store credit",
  return: "Return received",
};

export const APPROVAL_STATUSES = ["pending", "approving", "approved", "declined"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Only the owner marks an order delivered by hand (docs/after-the-sale.md). */
export const DELIVERED_BY_OWNER_ONLY = "Only the owner can mark an order delivered by hand; the courier's tracking marks it delivered when the parcel arrives.";
export const DELIVERED_NEEDS_REASON = "reason: say why this order is marked delivered by hand (for example the courier's proof of delivery).";
export const NOT_SHIPPED = "This order has not been shipped, so it cannot be marked delivered. Ship it first (Book shipment, or mark it shipped with its tracking number).";
