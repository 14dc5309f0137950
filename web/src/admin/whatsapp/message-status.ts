// A WhatsApp message's status as the back office reads it: the word, the time it got there, and
// the tone of its badge (read and delivered green, failed and not sent red).
import type { OrderWhatsAppMessage } from "@/api/whatsapp.js";
import { adminDate, adminDateTime, adminTime } from "@/admin/shared/format.js";

type Status = OrderWhatsAppMessage["status"];

export const STATUS_WORDS: Record<Status, string> = {
  sending: "Sending",
  accepted: "Accepted by WhatsApp",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  "not-sent": "Not sent",
};

export const STATUS_TONES: Record<Status, "green" | "blue" | "yellow" | "red" | "grey"> = {
  sending: "yellow",
  accepted: "blue",
  sent: "blue",
  delivered: "green",
  read: "green",
  failed: "red",
  "not-sent": "grey",
};

/** "Read 10:42 am" today, "Read 5 Mar 2026, 10:42 am" another day: when it reached its status. */
export function statusLine(message: OrderWhatsAppMessage, now = new Date()): string {
  const reached = [...message.history].reverse().find((entry) => entry.status === message.status)?.at ?? message.updatedAt;
  const when = adminDate(reached) === adminDate(now.toISOString()) ? adminTime(reached) : adminDateTime(reached);
  return `${STATUS_WORDS[message.status] ?? message.status} ${when}`;
}

/** Why it did not go, when it did not: Meta's reason and code, or the shop's. */
export function failureReason(message: OrderWhatsAppMessage): string | null {
  if (message.status !== "failed" && message.status !== "not-sent") return null;
  const reason = message.reason ?? [...message.history].reverse().find((entry) => entry.reason)?.reason;
  if (!reason) return null;
  return message.code === undefined ? reason : `${reason} (code ${message.code})`;
}
