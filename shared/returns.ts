import type { ReturnPickup } from "./return-pickup.js";

// Returns and size exchanges (issue 25): the words, states and rules the server and the screens
// share. A return asks for pieces of a delivered order's lines back within the return window,
// each for a reason and each with its resolution: another size of the same product (exchange),
// store credit, or (damaged or wrong items only) a refund to the original method.

export const RETURN_REASONS = ["size-does-not-fit", "damaged", "wrong-item", "not-as-pictured", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  "size-does-not-fit": "Size does not fit",
  damaged: "Damaged",
  "wrong-item": "Wrong item",
  "not-as-pictured": "Not as pictured",
  other: "Other",
};

export const RETURN_RESOLUTIONS = ["exchange", "store-credit", "refund"] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution | "mixed", string> = {
  mixed: "Several: see each piece",
  exchange: "Exchange for another size",
  "store-credit": "Store credit",
  refund: "Refund to the original payment method",
};

/** Reasons that need photos or the unboxing video, and the only ones a refund to source is for. */
export const PROOF_REASONS: readonly ReturnReason[] = ["damaged", "wrong-item"];

export const RETURN_STATES = ["requested", "approved", "rejected", "picked-up", "received", "resolved", "cancelled"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** States in which a return is still the shop's work (the dashboard's open returns). */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ["requested", "approved", "picked-up", "received"];

/** The returns queue's shelves: every open return (its default, issue 40), or one state. */
export const RETURN_SHELVES = ["open", ...RETURN_STATES] as const;
export type ReturnShelf = (typeof RETURN_SHELVES)[number];

/** Whether a return in this state is on the shelf. */
export const onReturnShelf = (shelf: ReturnShelf, state: ReturnState) => (shelf === "open" ? OPEN_RETURN_STATES.includes(state) : shelf === state);

/** States that count a line's pieces as asked back (a rejected or cancelled return frees them). */
export const LIVE_RETURN_STATES: readonly ReturnState[] = ["requested", "approved", "picked-up", "received", "resolved"];

export const PIECE_CONDITIONS = ["restockable", "damaged"] as const;
export type PieceCondition = (typeof PIECE_CONDITIONS)[number];

/** Unboxing videos can be long; photos stay small. */
export const MAX_RETURN_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_RETURN_PHOTO_BYTES = 15 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const RETURN_VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;

export interface ReturnMedia {
  mediaId: string;
  contentType: string;
  kind: "photo" | "video";
}

export interface ReturnItem {
  product: string;
  name: string;
  size: string;
  quantity: number;
  reason: ReturnReason;
  resolution: ReturnResolution;
  exchangeSize?: string;
  /** What the shop paid back for these pieces (after the discount's share), in paise. */
  valuePaise: number;
}

export interface ReturnStep {
  state: ReturnState;
  at: string;
  by: string;
  note?: string;
}

export interface ReceivedPiece {
  product: string;
  size: string;
  quantity: number;
  condition: PieceCondition;
}

/** A return request as the API answers it (amounts in paise). */
export interface ReturnView {
  id: string;
  number: string;
  orderId: string;
  userId: string;
  user: { name: string; email: string };
  items: ReturnItem[];
  /** What every piece asks for, or "mixed" when the pieces differ. */
  resolution: ReturnResolution | "mixed";
  note?: string;
  media: ReturnMedia[];
  state: ReturnState;
  history: ReturnStep[];
  rejectReason?: string;
  pickup?: ReturnPickup;
  received?: ReceivedPiece[];
  valuePaise: number;
  /** What resolved it: the credit added, the exchange's new order, the refund at Razorpay. */
  creditPaise?: number;
  exchangeOrderId?: string;
  refundId?: string;
  refundPaise?: number;
  createdAt: string;
  updatedAt: string;
}

/** "RET-3F9A2C": how a return is named to people, like an order's "#3F9A2C". */
export function returnNumber(returnId: string): string {
  return `RET-${returnId.slice(-6).toUpperCase()}`;
}

/** The last moment a delivered order can be asked back: `days` whole days after delivery. */
export function returnWindowEnds(deliveredAt: string, days: number): Date {
  return new Date(Date.parse(deliveredAt) + days * 24 * 3600 * 1000);
}

/** Why a line cannot be returned, or undefined when it can (for how many pieces is `piecesLeft`). */
export function lineNotReturnable(line: {
  customMade: boolean;
  piecesLeft: number;
  delivered: boolean;
  windowEnds: Date | undefined;
  windowDays: number;
  now: Date;
  /** The return that has the line's pieces, in its words (shared/return-words.ts), if a return has them. */
  askedBackIn?: string;
}): string | undefined {
  if (!line.delivered || !line.windowEnds) return "Returns open once the order is delivered.";
  if (line.customMade) return "Custom-made pieces cannot be returned.";
  if (line.now.getTime() > line.windowEnds.getTime()) return `The ${line.windowDays}-day return window has closed.`;
  if (line.piecesLeft <= 0) return line.askedBackIn ?? "Already refunded.";
  return undefined;
}
