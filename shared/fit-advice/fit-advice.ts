import type { FitEvidence } from "./fit-evidence.js";
import { buyersWords, fitSignal, type FitSignal, type FitVerdict } from "./fit-signal.js";

// What the product page says about fit: the piece's own signal, or, for a piece too new to have
// one, its subcategory's, labelled as such so nobody takes it for this piece's own.

export interface FitAdvice {
  /** "product": this piece's own buyers; "subcategory": every piece of its subcategory in the shop. */
  level: "product" | "subcategory";
  verdict: FitVerdict;
  /** "Runs small — most buyers who exchanged chose one size up". */
  text: string;
  /** "Based on 12 buyers" or "Based on 40 buyers of dresses in this shop; this piece is new". */
  basis: string;
  buyers: number;
}

export interface FitSignals {
  own: FitSignal | undefined;
  subcategory: FitSignal | undefined;
}

/** Both signals, for the advice and the size suggestion alike. */
export function fitSignals(own: FitEvidence, subcategory: FitEvidence, minSignals: number, sizes: readonly string[]): FitSignals {
  return { own: fitSignal(own, minSignals, sizes), subcategory: fitSignal(subcategory, minSignals) };
}

/** "dress" → "dresses", "kurta" → "kurtas": a subcategory's pieces, in words. */
export function piecesOf(subcategory: string, count = 2): string {
  const word = subcategory.trim().toLowerCase() || "piece";
  if (count === 1) return word;
  return /(s|sh|ch|x|z)$/.test(word) ? `${word}es` : `${word}s`;
}

export function fitAdvice(signals: FitSignals, subcategory: string): FitAdvice | undefined {
  const { own, subcategory: group } = signals;
  if (own) return { level: "product", verdict: own.verdict, text: `${own.headline} — ${own.reason}`, basis: buyersWords(own.buyers), buyers: own.buyers };
  if (!group) return undefined;
  return {
    level: "subcategory",
    verdict: group.verdict,
    text: `${piecesOf(subcategory).replace(/^./, (c) => c.toUpperCase())} here: ${group.headline.toLowerCase()} — ${group.reason}`,
    basis: `${buyersWords(group.buyers)} of ${piecesOf(subcategory)} in this shop; this piece is too new to say on its own`,
    buyers: group.buyers,
  };
}
