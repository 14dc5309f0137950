// The gateway's delivery statuses and its detailed codes (as Exotel documents them): what a
// message's Status, DetailedStatus and DetailedStatusCode say, in its record and its callbacks.

export type SmsStatus = "queued" | "sent" | "delivered" | "failed" | "failed-dnd";

export interface DetailedOutcome {
  status: SmsStatus;
  detailedStatus: string;
  code: number;
}

export const QUEUED: DetailedOutcome = { status: "queued", detailedStatus: "QUEUED", code: 21010 };
/** Handed to the operator; the handset has not confirmed yet. */
export const SENT: DetailedOutcome = { status: "sent", detailedStatus: "DELIVERED_TO_OPERATOR", code: 20006 };
export const DELIVERED: DetailedOutcome = { status: "delivered", detailedStatus: "DELIVERED_TO_HANDSET", code: 20005 };

/** The failures, by code: what `POST /_emulator/next-delivery` may ask for, and what DLT scrubbing gives. */
export const FAILURES: Readonly<Record<number, DetailedOutcome>> = Object.freeze({
  23005: { status: "failed-dnd", detailedStatus: "FAILED_DND", code: 23005 },
  23010: { status: "failed", detailedStatus: "FAILED_INVALID_NUMBER", code: 23010 },
  23015: { status: "failed", detailedStatus: "FAILED_SPAM", code: 23015 },
  23020: { status: "failed", detailedStatus: "FAILED_BLACKLISTED", code: 23020 },
  23072: { status: "failed", detailedStatus: "FAILED_INVALID_SENDER", code: 23072 },
  23080: { status: "failed", detailedStatus: "FAILED_DLT_SCRUBBING", code: 23080 },
  23081: { status: "failed", detailedStatus: "FAILED_DLT_ENTITY", code: 23081 },
  23082: { status: "failed", detailedStatus: "FAILED_DLT_TEMPLATE", code: 23082 },
  23083: { status: "failed", detailedStatus: "FAILED_DLT_CONSENT", code: 23083 },
});

export const FAILURE_CODES = Object.keys(FAILURES).map(Number);

export function failure(code: number): DetailedOutcome {
  const outcome = FAILURES[code];
  if (!outcome) throw new Error(`Not a failure code the emulator knows: ${code} (known: ${FAILURE_CODES.join(", ")})`);
  return outcome;
}
