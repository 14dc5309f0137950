import { useCallback, useEffect, useRef, useState } from "react";
import type { DiscountQuote } from "@shared/schemas/discount-code.js";
import { setAppliedCode, useAppliedCode } from "./applied-code.js";
import { checkDiscount, refusalReason, type DiscountLine } from "./discount-api.js";

export interface Discount {
  /** The code applied (in capitals), whether or not it takes anything off the lines just now. */
  code: string | null;
  /** What it takes off these lines, when the server says it applies to them. */
  quote: DiscountQuote | null;
  /** Why the applied code does not apply to these lines (the order became too small, it expired). */
  reason: string | null;
  /** A check of the applied code against changed lines is under way. */
  checking: boolean;
  /** A code being tried in the field before it is applied, and why it was refused. */
  attempt: { code: string; busy: boolean; reason: string | null } | null;
  apply(code: string): void;
  remove(): void;
}

// Quantity taps come in bursts; the code is checked again once they settle.
const RECHECK_MS = 250;

const keyOf = (lines: readonly DiscountLine[]) => JSON.stringify(lines.map((line) => [line.product, line.size, line.quantity]));

/** The applied code checked against these lines by the server, again whenever the lines change. */
export function useDiscount(lines: readonly DiscountLine[]): Discount {
  const code = useAppliedCode();
  const key = keyOf(lines);
  const [answer, setAnswer] = useState<{ code: string; key: string; quote: DiscountQuote | null; reason: string | null } | null>(null);
  const [attempt, setAttempt] = useState<Discount["attempt"]>(null);
  const latest = useRef({ lines, key });
  latest.current = { lines, key };
  const run = useRef(0);
  const known = answer !== null && answer.code === code && answer.key === key;

  useEffect(() => {
    if (!code || lines.length === 0 || known) return;
    const mine = ++run.current;
    const checked = { lines, key };
    const timer = window.setTimeout(() => {
      checkDiscount(code, checked.lines).then(
        (quote) => {
          if (mine === run.current) setAnswer({ code, key: checked.key, quote, reason: null });
        },
        (error: unknown) => {
          if (mine === run.current) setAnswer({ code, key: checked.key, quote: null, reason: refusalReason(error) });
        },
      );
    }, RECHECK_MS);
    return () => window.clearTimeout(timer);
    // `lines` is read through `key`, which changes exactly when they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `lines` (above)
  }, [code, key, known]);

  const apply = useCallback((typed: string) => {
    const wanted = typed.trim().toUpperCase();
    if (wanted === "") {
      setAttempt({ code: "", busy: false, reason: "Enter a discount code." });
      return;
    }
    const { lines: now, key: nowKey } = latest.current;
    const mine = ++run.current;
    setAttempt({ code: wanted, busy: true, reason: null });
    checkDiscount(wanted, now).then(
      (quote) => {
        if (mine !== run.current) return;
        setAnswer({ code: quote.code || wanted, key: nowKey, quote, reason: null });
        setAttempt(null);
        setAppliedCode(quote.code || wanted);
      },
      (error: unknown) => {
        if (mine === run.current) setAttempt({ code: wanted, busy: false, reason: refusalReason(error) });
      },
    );
  }, []);

  const remove = useCallback(() => {
    run.current += 1;
    setAppliedCode(null);
    setAnswer(null);
    setAttempt(null);
  }, []);

  return {
    code,
    quote: code && known ? answer.quote : null,
    reason: code && known ? answer.reason : null,
    checking: code !== null && lines.length > 0 && !known,
    attempt: code ? null : attempt,
    apply,
    remove,
  };
}
