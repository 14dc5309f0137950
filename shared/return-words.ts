import type { ReturnResolution, ReturnShelf, ReturnState } from "./returns.js";

// The one vocabulary of a return's states (issue 40): what the shopper's My Orders, the admin's
// returns queue and order panel, and the server's refusals call each state, in the words a
// shopper uses. A finished return says what it gave ("Return received — credit added"), never
// a bare "Resolved" or "Already returned".

/** Each state in words, for lists and filters where only the state is known. */
export const RETURN_STATE_WORDS: Record<ReturnState, string> = {
  requested: "Return requested",
  approved: "Return approved — pickup booked",
  rejected: "Return not accepted",
  "picked-up": "Picked up — on its way back to us",
  // Credit and exchanges finish on receipt; only a refund to the original payment waits here.
  received: "Return received",
  resolved: "Return complete",
  cancelled: "Return cancelled",
};

/** The returns queue's shelves: every open return, or one state. */
export const RETURN_SHELF_LABELS: Record<ReturnShelf, string> = { open: "Open (to act on)", ...RETURN_STATE_WORDS };

/** What a return gave once finished; any of them may be there (a return of several pieces). */
export interface ReturnOutcome {
  state: ReturnState;
  resolution?: ReturnResolution | "mixed";
  /** Store credit added for it (any amount, in any unit: only whether there is some counts). */
  credit?: number;
  exchangeOrderId?: string;
  refunded?: number;
}

/**
 * One return's state in words: a finished one says what it gave ("Return received — credit
 * added", "… new size on its way", "… refunded"), one received waiting for its refund says so,
 * the others their state's words.
 */
export function returnWords(ret: ReturnOutcome): string {
  if (ret.state === "received" && (ret.resolution === "refund" || ret.resolution === "mixed")) return "Return received — refund on its way";
  if (ret.state !== "resolved") return RETURN_STATE_WORDS[ret.state];
  const gave = [
    ...(ret.credit !== undefined && ret.credit > 0 ? ["credit added"] : []),
    ...(ret.exchangeOrderId ? ["new size on its way"] : []),
    ...(ret.refunded !== undefined && ret.refunded > 0 ? ["refunded"] : []),
  ];
  if (gave.length === 0 && ret.resolution && ret.resolution !== "mixed") gave.push(RESOLVED_AS[ret.resolution]);
  return gave.length > 0 ? `Return received — ${gave.join(" and ")}` : RETURN_STATE_WORDS.resolved;
}

/** What a finished return gave, when its record does not say the amount (an older return). */
const RESOLVED_AS: Record<ReturnResolution, string> = {
  "store-credit": "credit added",
  exchange: "new size on its way",
  refund: "refunded",
};

/** Why a line of a delivered order has no piece left to send back: the return that has them, in its words. */
export function askedBackWords(ret: ReturnOutcome & { number: string }): string {
  return `${returnWords(ret)} (${ret.number}).`;
}
