import { useEffect, useRef, useState } from "react";
import type { CartQuote, QuotedLine } from "@shared/schemas/saved-lists.js";
import { quoteLines, type QuoteLine } from "@/api/cart.js";
import type { CustomChoice } from "@shared/schemas/checkout.js";
import type { BlouseChoice } from "@shared/saree-blouse.js";

/** A line as shown, with the price this device last knew. */
export interface ShownLine {
  productId: string;
  size?: string;
  quantity: number;
  price: number;
  custom?: { choice: CustomChoice };
  blouse?: BlouseChoice;
}

export interface PriceChange {
  from: number;
  to: number;
}

export interface FreshLines {
  /** The server's word on these lines now; null until it answers (or when it could not be asked). */
  quote: CartQuote | null;
  checking: boolean;
  /** Prices that changed since the shopper put the piece in, by product id, while this panel is open. */
  changes: ReadonlyMap<string, PriceChange>;
  /** The quote's line for a product and size. */
  lineFor(productId: string, size?: string): QuotedLine | undefined;
}

const PRODUCT_ID = /^[0-9a-f]{24}$/;
/** The most of one line the server prices (the checkout's limit per line). */
const MAX_PER_LINE = 20;

/**
 * Asks the server what these lines cost and how many pieces are left now (issue 22 item 2),
 * when a panel opens and whenever its lines change, and hands the answer to the store; a price
 * that moved is remembered here, so the panel can say so in words.
 */
export function useFreshLines(lines: readonly ShownLine[], apply: (lines: readonly QuotedLine[]) => void, pincode?: string | null): FreshLines {
  const asked: QuoteLine[] = lines
    .filter((line) => PRODUCT_ID.test(line.productId))
    .map((line) => ({
      product: line.productId,
      ...(line.size ? { size: line.size } : {}),
      quantity: Math.min(MAX_PER_LINE, Math.max(1, Math.trunc(line.quantity))),
      ...(line.custom && { custom: line.custom.choice }),
      // A saree's blouse, so the quote prices and checks what Pay will (issue 40).
      ...(line.blouse && !line.custom && { blouse: line.blouse }),
    }));
  // A new PIN asks again: the quote then carries its delivery charge and dates.
  const key = JSON.stringify({ items: asked, pincode: pincode ?? null });
  const [answered, setAnswered] = useState<{ key: string; quote: CartQuote } | null>(null);
  // An answer for other lines (a quantity changed since) is not this basket's.
  const quote = answered?.key === key ? answered.quote : null;
  const [checking, setChecking] = useState(asked.length > 0);
  const [changes, setChanges] = useState<ReadonlyMap<string, PriceChange>>(new Map());
  const shown = useRef(lines);
  shown.current = lines;
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const { items, pincode: to } = JSON.parse(key) as { items: QuoteLine[]; pincode: string | null };
    if (items.length === 0) {
      setChecking(false);
      return;
    }
    let current = true;
    setChecking(true);
    quoteLines(items, to)
      .then((answer) => {
        if (!current) return;
        const moved = new Map<string, PriceChange>();
        for (const line of answer.lines) {
          const before = shown.current.find((item) => item.productId === line.product && (!line.custom || item.size === line.size));
          if (before && line.price !== null && line.price !== before.price) moved.set(line.product, { from: before.price, to: line.price });
        }
        if (moved.size > 0) {
          setChanges((known) => {
            const next = new Map(known);
            // The first price the shopper saw stays the "from" while the panel is open.
            for (const [id, change] of moved) next.set(id, { from: known.get(id)?.from ?? change.from, to: change.to });
            return next;
          });
        }
        setAnswered({ key, quote: answer });
        setChecking(false);
        applyRef.current(answer.lines);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Not known now: the lines show what this device knows, and checkout asks the server anyway.
        console.warn("Could not check prices and stock:", error instanceof Error ? error.message : error);
        setAnswered(null);
        setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [key]);

  return {
    quote,
    checking,
    changes,
    lineFor: (productId, size) => quote?.lines.find((line) => line.product === productId && (line.size ?? "") === (size ?? "")),
  };
}
