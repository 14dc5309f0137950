// Made to measure (issue 26): the production line a custom piece goes through after payment, in
// the shop's words. A piece moves forward one stage at a time; the shop may step back one stage,
// with a note saying why (a piece failing quality check goes back to stitching, a wrong click is
// undone), because real tailoring goes back as often as forward and the note keeps the history
// honest. Jumping stages is refused: each stage is a promise to the shopper ("being cut").

import { workingDayFrom, type HolidayDates } from "../shipping/delivery-dates.js";
import { addDays, shopDate } from "../shop-calendar.js";

export const PRODUCTION_STAGES = ["awaiting-measurements-check", "confirmed", "cutting", "stitching", "quality-check", "ready-to-ship"] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  "awaiting-measurements-check": "Awaiting measurements check",
  confirmed: "Confirmed",
  cutting: "Cutting",
  stitching: "Stitching",
  "quality-check": "Quality check",
  "ready-to-ship": "Ready to ship",
};

/** The first stage: the shop checks the measurements before it confirms the piece. */
export const FIRST_STAGE: ProductionStage = "awaiting-measurements-check";

/** The stages the shopper is e-mailed at, once each. */
export const STAGES_TOLD: readonly ProductionStage[] = ["confirmed", "ready-to-ship"];

/** Once a piece is cut the fabric is spent: the order can no longer be cancelled. */
export const CUT_STAGES: readonly ProductionStage[] = ["cutting", "stitching", "quality-check", "ready-to-ship"];
export const UNCUT_STAGES: readonly ProductionStage[] = PRODUCTION_STAGES.filter((stage) => !CUT_STAGES.includes(stage));

/** The shopper may correct her measurements for this long after paying, while the piece is at the first stage. */
export const CORRECTION_WINDOW_HOURS = 24;

export const isProductionStage = (value: unknown): value is ProductionStage => typeof value === "string" && (PRODUCTION_STAGES as readonly string[]).includes(value);

const indexOf = (stage: ProductionStage) => PRODUCTION_STAGES.indexOf(stage);

export type StageMove = { ok: true; direction: "forward" | "back" } | { ok: false; reason: string };

/** Whether a piece may go from one stage to another: one step forward, or one back with a note. */
export function stageMove(from: ProductionStage, to: ProductionStage, note: string | undefined): StageMove {
  const step = indexOf(to) - indexOf(from);
  if (step === 1) return { ok: true, direction: "forward" };
  if (step === -1) {
    if (!note?.trim()) return { ok: false, reason: `Moving back to ${PRODUCTION_STAGE_LABELS[to]} needs a note saying why.` };
    return { ok: true, direction: "back" };
  }
  if (step === 0) return { ok: false, reason: `This piece is already at ${PRODUCTION_STAGE_LABELS[to]}.` };
  return { ok: false, reason: `A piece moves one stage at a time: from ${PRODUCTION_STAGE_LABELS[from]} it can go to ${nextStages(from).map((s) => PRODUCTION_STAGE_LABELS[s]).join(" or ")}.` };
}

/** The stages a piece at `stage` may move to: the next, and the one before. */
export function nextStages(stage: ProductionStage): ProductionStage[] {
  const i = indexOf(stage);
  return [PRODUCTION_STAGES[i + 1], PRODUCTION_STAGES[i - 1]].filter((s): s is ProductionStage => s !== undefined);
}

/**
 * The promised dispatch date of an order from before the checkout kept its promise (issue 40):
 * the shop's calendar day of payment plus the longest lead time stated, on a working day. A
 * newer order's own promise (order.deliveryPromise.dispatchBy) is the date it was told.
 */
export function promisedDispatchDate(paidAt: string, leadTimeMaxDays: number, holidays: HolidayDates = []): string {
  return workingDayFrom(addDays(shopDate(paidAt), leadTimeMaxDays), holidays);
}

/** Late: the promised date has passed (in the shop's calendar) and the piece is not ready. */
export function isRunningLate(job: { stage: ProductionStage; promisedDate: string }, now: Date): boolean {
  return job.stage !== "ready-to-ship" && shopDate(now) > job.promisedDate;
}

/** When the shopper's own correction closes. */
export function correctionWindowEnds(paidAt: string): string {
  return new Date(Date.parse(paidAt) + CORRECTION_WINDOW_HOURS * 3600 * 1000).toISOString();
}

/** A production job's id in URLs: the order's id and the line's place in it. */
export const productionJobId = (orderId: string, line: number) => `${orderId}-${line}`;

export function parseProductionJobId(id: string): { orderId: string; line: number } | undefined {
  const match = /^([A-Za-z0-9_]{1,40})-(\d{1,3})$/.exec(id);
  return match ? { orderId: match[1]!, line: Number(match[2]) } : undefined;
}
