import type { MailSuppression } from "../data/mail-suppressions.js";

// SES's bounce and complaint notifications as they reach a Lambda through SNS: each SNS record's
// Message is SES's JSON. Identity notifications name the type in `notificationType`, a
// configuration set's event destination in `eventType` (the shop uses the latter; both are read).
// Only a permanent bounce or a complaint stops mail to an address: a transient bounce (a full
// mailbox, a server down) is SES's to retry, and the next e-mail may well arrive.

/** The part of SNS's event for a Lambda subscriber read here. */
export interface SnsEvent {
  Records?: Array<{ EventSource?: string; Sns?: { MessageId?: string; Message?: string } }>;
}

interface SesNotification {
  notificationType?: string;
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: Array<{ emailAddress?: string }>; timestamp?: string; feedbackId?: string };
  complaint?: { complainedRecipients?: Array<{ emailAddress?: string }>; timestamp?: string; feedbackId?: string };
  mail?: { timestamp?: string; messageId?: string };
}

export interface AddressToSuppress extends MailSuppression {
  address: string;
}

/** What one notification says to stop mailing; nothing for a transient bounce, a delivery or anything else. */
export function addressesToSuppress(notification: SesNotification): AddressToSuppress[] {
  const type = notification.notificationType ?? notification.eventType;
  const fallbackAt = notification.mail?.timestamp ?? "";
  if (type === "Bounce" && notification.bounce?.bounceType === "Permanent") {
    const { bounce } = notification;
    return (bounce.bouncedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ address: r.emailAddress, reason: "bounce" as const, at: bounce.timestamp ?? fallbackAt, feedbackId: bounce.feedbackId ?? "" }] : [],
    );
  }
  if (type === "Complaint" && notification.complaint) {
    const { complaint } = notification;
    return (complaint.complainedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ address: r.emailAddress, reason: "complaint" as const, at: complaint.timestamp ?? fallbackAt, feedbackId: complaint.feedbackId ?? "" }] : [],
    );
  }
  return [];
}

/** Every address an SNS event's notifications say to stop mailing; a record that is not SES's JSON is skipped, named in `unreadable`. */
export function readSnsEvent(event: SnsEvent): { suppress: AddressToSuppress[]; unreadable: string[] } {
  const suppress: AddressToSuppress[] = [];
  const unreadable: string[] = [];
  for (const record of event.Records ?? []) {
    try {
      suppress.push(...addressesToSuppress(JSON.parse(record.Sns?.Message ?? "") as SesNotification));
    } catch {
      unreadable.push(record.Sns?.MessageId ?? "(no message id)");
    }
  }
  return { suppress, unreadable };
}
