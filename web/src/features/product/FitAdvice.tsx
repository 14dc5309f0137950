import { Ruler } from "lucide-react";
import { useEffect, useState } from "react";
import { useSignedInShopper } from "@/session/use-signed-in-shopper.js";
import { fetchProductFit, type ProductFitAnswer } from "./fit-advice-api.js";

interface FitAdviceProps {
  productId: string;
  /** The sizes the picker offers: a suggestion outside them is never shown. */
  sizes: readonly string[];
  /** The size the picker shows: the suggestion's button goes once it is chosen. */
  size: string;
  /** Picks the suggested size in the picker. */
  onChoose(size: string): void;
}

/**
 * Beside the size picker (issue 46): how this piece fits by what its buyers did, and, for her
 * alone, the size the shop suggests from the sizes she kept. Nothing when there is too little
 * evidence or the call fails: advice is a help, never in the way of buying.
 */
export function FitAdvice({ productId, sizes, size, onChoose }: FitAdviceProps) {
  const shopper = useSignedInShopper();
  const [answer, setAnswer] = useState<ProductFitAnswer | null>(null);
  useEffect(() => {
    if (shopper === undefined) return;
    const controller = new AbortController();
    fetchProductFit(productId, shopper !== null, controller.signal).then(setAnswer, () => setAnswer(null));
    return () => controller.abort();
  }, [productId, shopper]);
  const advice = answer?.advice;
  const suggestion = answer?.suggestion && sizes.includes(answer.suggestion.size) ? answer.suggestion : null;
  if (!advice && !suggestion) return null;
  return (
    <section className="fit-advice" aria-label="Fit advice">
      {advice ? (
        <p className="fit-advice__signal">
          <Ruler size={17} aria-hidden="true" />
          <span>
            <strong>{advice.text}.</strong> <span className="fit-advice__basis">{advice.basis}.</span>
          </span>
        </p>
      ) : null}
      {suggestion ? (
        <p className="fit-advice__suggestion">
          <span>{suggestion.text}</span>{" "}
          {size === suggestion.size ? null : (
            <button type="button" className="btn btn--ghost fit-advice__choose" onClick={() => onChoose(suggestion.size)}>
              Choose {suggestion.size}
            </button>
          )}
        </p>
      ) : null}
    </section>
  );
}
