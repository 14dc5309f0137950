import { sumOf, type FitEvidence } from "./fit-evidence.js";
import { sizeSteps } from "./size-ladder.js";

// The fit signal (issue 46): what most buyers' choices say about a product's sizes. Buyers who
// exchanged for a bigger size or reviewed it as small say "runs small"; those who kept their
// size or called it true to size say it fits; a size return without an exchange says only that
// it did not fit. Too few of them, or no clear lean, and the shop says nothing.

export type FitVerdict = "runs-small" | "true-to-size" | "runs-large";

export { DEFAULT_MIN_SIGNALS } from "./min-signals.js";
/**
 * A lean is named when the buyers one way outnumber those the other way by this share of every
 * signal: 15 of 100 exchanging up (most buyers keep their size) is a clear "runs small" in a shop
 * whose size returns run at a tenth or so.
 */
export const LEAN_SHARE = 0.15;

export interface FitTally {
  /** Every signal the verdict weighs: the buyers it rests on. */
  signals: number;
  small: number;
  large: number;
  fits: number;
  /** Size returns with no exchange: a misfit of no known direction. */
  misfits: number;
  exchangedUp: number;
  exchangedDown: number;
  /** Exchanges of two or more sizes, up and down. */
  farUp: number;
  farDown: number;
}

export interface FitSignal {
  verdict: FitVerdict;
  /** "Runs small". */
  headline: string;
  /** "most buyers who exchanged chose one size up". */
  reason: string;
  /** How many buyers' choices and reviews it rests on. */
  buyers: number;
}

/** The evidence summed the way the verdict reads it. `sizes`: the product's sizes, in order. */
export function fitTally(evidence: FitEvidence, sizes: readonly string[] = []): FitTally {
  let exchangedUp = 0;
  let exchangedDown = 0;
  let farUp = 0;
  let farDown = 0;
  let sideways = 0;
  for (const [from, tos] of Object.entries(evidence.exchanged)) {
    for (const [to, pieces] of Object.entries(tos)) {
      const steps = sizeSteps(from, to, sizes);
      if (steps === undefined || steps === 0) sideways += pieces;
      else if (steps > 0) {
        exchangedUp += pieces;
        if (steps > 1) farUp += pieces;
      } else {
        exchangedDown += pieces;
        if (steps < -1) farDown += pieces;
      }
    }
  }
  const sizeReturns = Object.values(evidence.returned).reduce((sum, reasons) => sum + (reasons["size-does-not-fit"] ?? 0), 0);
  const small = exchangedUp + evidence.reviews["runs-small"];
  const large = exchangedDown + evidence.reviews["runs-large"];
  const fits = sumOf(evidence.kept) + evidence.reviews["true-to-size"];
  const misfits = sizeReturns + sideways;
  return { signals: small + large + fits + misfits, small, large, fits, misfits, exchangedUp, exchangedDown, farUp, farDown };
}

function leanReason(exchanged: number, far: number, reviewed: number, way: "up" | "down"): string {
  if (exchanged === 0 || reviewed > exchanged) return "most buyers who reviewed its fit said so";
  return `most buyers who exchanged chose ${far * 2 > exchanged ? "two sizes" : "one size"} ${way}`;
}

/** The verdict, or undefined when fewer than `minSignals` buyers say anything or they do not agree. */
export function fitSignal(evidence: FitEvidence, minSignals: number, sizes: readonly string[] = []): FitSignal | undefined {
  const tally = fitTally(evidence, sizes);
  if (tally.signals === 0 || tally.signals < minSignals) return undefined;
  const lean = tally.small - tally.large;
  const buyers = tally.signals;
  if (lean > 0 && lean >= LEAN_SHARE * buyers) {
    return { verdict: "runs-small", headline: "Runs small", reason: leanReason(tally.exchangedUp, tally.farUp, evidence.reviews["runs-small"], "up"), buyers };
  }
  if (lean < 0 && -lean >= LEAN_SHARE * buyers) {
    return { verdict: "runs-large", headline: "Runs large", reason: leanReason(tally.exchangedDown, tally.farDown, evidence.reviews["runs-large"], "down"), buyers };
  }
  if (tally.fits * 2 > buyers) {
    const kept = tally.fits - evidence.reviews["true-to-size"];
    return { verdict: "true-to-size", headline: "True to size", reason: kept >= evidence.reviews["true-to-size"] ? "most buyers kept the size they ordered" : "most buyers who reviewed its fit said so", buyers };
  }
  return undefined;
}

/** +1 runs small (go up), -1 runs large, 0 true to size or nothing known. */
export const leanOf = (signal: FitSignal | undefined): number => (signal?.verdict === "runs-small" ? 1 : signal?.verdict === "runs-large" ? -1 : 0);

/** "Based on 12 buyers". */
export const buyersWords = (buyers: number) => `Based on ${buyers} ${buyers === 1 ? "buyer" : "buyers"}`;
