import { normaliseIndianMobile } from "@shared/schemas/contact-rules.js";
import type { Repositories } from "../../data/repositories.js";
import { signInCodeRepository } from "../../data/sign-in-codes.js";
import { badRequest } from "../../errors.js";

// The SMS gateway's delivery reports (POST /api/webhooks/sms, form-encoded, as Exotel sends them):
// SmsSid, To, Status, DetailedStatusCode, and our request id back as CustomField. They come late,
// twice and out of order, and unsigned: one only moves the status of the request it names forward,
// so a forged or stale one can at most say less than is known.

/** Queued < sent < delivered; a failure is final and outranks them all. */
const RANK: Record<string, number> = { queued: 1, sending: 2, submitted: 3, sent: 4, delivered: 5, failed: 6, "failed-dnd": 6, undelivered: 6, expired: 6 };

export type ReportOutcome = "recorded" | "ignored";
export const REPORT_INCOMPLETE = "A delivery report needs SmsSid, Status and To (an Indian mobile).";

export async function recordSmsDeliveryReport(repos: Repositories, rawBody: string): Promise<ReportOutcome> {
  const form = new URLSearchParams(rawBody);
  const sid = form.get("SmsSid");
  const status = form.get("Status")?.toLowerCase();
  const phone = normaliseIndianMobile(form.get("To") ?? "");
  const requestId = form.get("CustomField");
  if (!sid || !status || !phone) throw badRequest(REPORT_INCOMPLETE);
  const rank = RANK[status];
  // A status this shop does not know, or a report about a text it did not send: nothing to record.
  if (!rank || !requestId) return "ignored";
  const code = form.get("DetailedStatusCode") ?? undefined;
  const moved = await signInCodeRepository(repos.db).recordSmsReport(phone, requestId, { status, rank, ...(code ? { code } : {}) });
  return moved ? "recorded" : "ignored";
}
