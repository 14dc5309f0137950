/** Standard size or custom fit, for a product offered both ways. */
export function FitChoice({ fit, onChoose }: { fit: "ready" | "custom"; onChoose(fit: "ready" | "custom"): void }) {
  return (
    <div className="fit-choice" role="group" aria-label="How to buy it">
      <button type="button" className="btn btn--outline fit-choice__btn" aria-pressed={fit === "ready"} onClick={() => onChoose("ready")}>
        Standard size
      </button>
      <button type="button" className="btn btn--outline fit-choice__btn" aria-pressed={fit === "custom"} onClick={() => onChoose("custom")}>
        Custom fit
      </button>
    </div>
  );
}
