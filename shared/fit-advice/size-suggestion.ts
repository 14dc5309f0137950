import { leanOf } from "./fit-signal.js";
import type { FitSignals } from "./fit-advice.js";
import { piecesOf } from "./fit-advice.js";
import { isLarger } from "./size-ladder.js";

// One shopper's size for a piece (issue 46), shown to her alone: the size she kept most often in
// its subcategory, moved by how this piece fits against the subcategory's usual fit; having kept
// none, the size its guide gives her saved measurements, moved by the piece's own fit. Her kept
// sizes already carry the subcategory's fit (a kurta range that runs small made her keep L), so
// only a piece that fits unlike its kind moves the suggestion; one that runs small like the rest
// keeps her size.

export interface SizeSuggestion {
  size: string;
  /** "We suggest L — you kept L in 2 dresses; this one runs small." */
  text: string;
}

export interface SuggestionAsk {
  /** Pieces she kept past the return window in this subcategory, by size. */
  kept: Readonly<Record<string, number>>;
  /** The sizes this piece is offered in, in order (the picker's list). */
  offered: readonly string[];
  subcategory: string;
  signals: FitSignals;
  /** Made to her measure only: no size to suggest. */
  madeToMeasure: boolean;
  /** The piece's size guide's size for her saved measurements, when she has them: used when she kept nothing here. */
  measuredSize?: string;
}

/** Her usual size: the one kept most; of two kept as often, the larger (a loose piece can be taken in, a tight one rarely let out). */
export function usualSize(kept: Readonly<Record<string, number>>, order: readonly string[]): { size: string; pieces: number } | undefined {
  let best: { size: string; pieces: number } | undefined;
  for (const [size, pieces] of Object.entries(kept)) {
    if (pieces <= 0) continue;
    if (!best || pieces > best.pieces || (pieces === best.pieces && isLarger(size, best.size, order))) best = { size, pieces };
  }
  return best;
}

/** From the size guide: the chart is the piece's own, so its own lean moves the size. */
function byMeasurements(ask: SuggestionAsk, measured: string): SizeSuggestion | undefined {
  const at = ask.offered.indexOf(measured);
  const own = leanOf(ask.signals.own);
  const size = at < 0 ? undefined : ask.offered[at + own];
  if (!size) return undefined;
  const why = own !== 0 ? `; this one ${own > 0 ? "runs small" : "runs large"}` : "";
  return { size, text: `We suggest ${size} — your measurements match ${measured} in its size guide${why}.` };
}

export function suggestSize(ask: SuggestionAsk): SizeSuggestion | undefined {
  if (ask.madeToMeasure || ask.offered.length === 0) return undefined;
  const usual = usualSize(ask.kept, ask.offered);
  if (!usual) return ask.measuredSize ? byMeasurements(ask, ask.measuredSize) : undefined;
  const at = ask.offered.indexOf(usual.size);
  if (at < 0) return undefined;
  const own = leanOf(ask.signals.own);
  // A piece with no signal of its own is read as its subcategory: her usual size stands.
  const shift = ask.signals.own ? own - leanOf(ask.signals.subcategory) : 0;
  const size = ask.offered[at + shift];
  if (!size) return undefined;
  const keptWords = `you kept ${usual.size} in ${usual.pieces} ${piecesOf(ask.subcategory, usual.pieces)}`;
  const kind = piecesOf(ask.subcategory);
  const leans = (lean: number) => (lean > 0 ? "runs small" : "runs large");
  const why =
    shift !== 0
      ? own !== 0
        ? `; this one ${leans(own)}`
        : `; this one fits ${shift > 0 ? "smaller" : "larger"} than most ${kind} here`
      : own !== 0
        ? `; this one ${leans(own)} like most ${kind} here, so your usual size should fit`
        : "";
  return { size, text: `We suggest ${size} — ${keptWords}${why}.` };
}
