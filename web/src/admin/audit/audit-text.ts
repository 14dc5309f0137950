// How an audit entry reads to the owner: "Meera Shah (Owner) updated product …".
import { ROLE_LABELS, staffRoleOf } from "@shared/staff-permissions.js";

export const ENTITY_OPTIONS = [
  ["product", "Products"],
  ["subcategory", "Subcategories"],
  ["order", "Orders"],
  ["refund", "Refunds"],
  ["discount", "Discounts"],
  ["user", "Users"],
  ["staff", "Staff"],
  ["setting", "Settings"],
  ["store-credit", "Store credit"],
  ["review", "Reviews"],
  ["approval", "Approvals"],
  ["gift-card", "Gift cards"],
] as const;

const ACTION_WORDS: Record<string, string> = { create: "created", update: "updated", delete: "deleted", status: "changed the status of", refund: "refunded", invite: "invited", role: "changed the role of", "stock count": "counted the stock of", adjust: "adjusted", request: "asked approval for", approve: "approved", decline: "declined", approved: "approved", rejected: "rejected", hidden: "hid", reply: "replied to", issue: "issued", void: "voided" };

export function roleLabel(role: string): string {
  const staffRole = staffRoleOf(role);
  return staffRole ? ROLE_LABELS[staffRole] : role;
}

export function actionText(action: string, entity: string): string {
  return `${ACTION_WORDS[action] ?? action} ${entity === "refund" ? "order" : entity}`;
}

/** A field's value as one short line: text as is, the rest as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
