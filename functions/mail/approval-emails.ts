import { formatPaise } from "../../shared/money.js";
import { indiaDateTime } from "../../shared/india-time.js";
import { ROLE_LABELS, staffRoleOf } from "../../shared/staff-permissions.js";
import type { ApprovalRecord } from "../data/approvals.js";
import { button, composeLetter, paragraph, rows } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// The owner hears of a payout over a staff member's day's limit (issue 39): who asked, what, how
// much and why, and where to approve or decline it.

export function approvalRequestedLetter(config: LetterConfig, approval: ApprovalRecord, ownerName: string): Composed {
  const who = approval.requestedBy;
  const role = ROLE_LABELS[staffRoleOf(who.role) ?? "staff"];
  const firstName = ownerName.trim().split(/\s+/)[0] ?? ownerName;
  return composeLetter({
    subject: `Approval needed: ${approval.summary} (asked by ${who.name})`,
    preview: `${who.name} is over the day's limit of ${formatPaise(approval.limitPaise)}. Approve or decline it in the admin.`,
    title: `${firstName}, a payout is waiting for your approval`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`${who.name} (${role}) asked for this at ${indiaDateTime(approval.requestedAt)}. It is over the ${formatPaise(approval.limitPaise)} a day ${role.toLowerCase()} may pay out without you, so nothing has been paid yet.`),
      rows([
        { label: approval.summary, note: `Why: ${approval.reason || "no reason given"}`, value: formatPaise(approval.amountPaise), strong: true },
        { label: `${who.name}'s payouts today before this`, value: `${formatPaise(approval.usedPaise)} of ${formatPaise(approval.limitPaise)}` },
      ]),
      button("Open Approvals", `${config.mail.shopUrl}/admin/approvals`),
      paragraph("Approving carries it out as it was asked, once, in your name; declining asks you for a reason."),
    ],
  });
}
