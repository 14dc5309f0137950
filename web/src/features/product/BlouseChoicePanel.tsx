import { useEffect, useId, useRef } from "react";
import { BLOUSE_STITCHES, type BlouseStitch } from "@shared/saree-blouse.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import "./custom-fit.css";
import { Options } from "@/components/ui/form/Options.js";

interface BlouseChoicePanelProps {
  /** The standard sizes this saree's blouse is stitched to; none: unstitched (or to measure) only. */
  sizes: readonly string[];
  /** Whether the blouse can be stitched to her measurements (the product is made to measure too). */
  toMeasure: boolean;
  stitch: BlouseStitch;
  size: string;
  problem: string | null;
  onStitch(stitch: BlouseStitch): void;
  onSize(size: string): void;
}

/**
 * A saree's blouse (issue 40): the piece as it comes, unstitched; stitched to a standard size; or
 * stitched to her measurements (the made-to-measure panel then shows). Nothing extra is picked
 * for her: the piece as it comes is where it starts.
 */
export function BlouseChoicePanel({ sizes, toMeasure, stitch, size, problem, onStitch, onSize }: BlouseChoicePanelProps) {
  const id = useId();
  const choices = useRef<HTMLFieldSetElement>(null);
  // On a pre-rendered page she may choose before the app takes it over: the panel starts from
  // the choice the page shows, not from its own first state (which would draw over hers).
  useEffect(() => {
    const shown = choices.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (shown && shown !== stitch && isStitch(shown)) onStitch(shown);
    // Only once, as the app takes the page: after that the state leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choice = (value: BlouseStitch, label: string, hint: string) => (
    <label className="blouse-choice__option">
      <input type="radio" name={`${id}-stitch`} value={value} checked={stitch === value} onChange={() => onStitch(value)} />
      <span>
        <span className="blouse-choice__label">{label}</span>
        <span className="blouse-choice__hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="blouse-choice" ref={choices}>
      <legend className="field__label">Blouse</legend>
      {choice("unstitched", "Unstitched blouse piece", "The fabric comes with the saree, for your own tailor")}
      {sizes.length > 0 ? choice("standard", "Stitched to a standard size", "We stitch it in the size you choose") : null}
      {stitch === "standard" ? (
        <div className="field blouse-choice__size">
          <label className="field__label" htmlFor={`${id}-size`}>
            Blouse size
          </label>
          <select id={`${id}-size`} className="select" value={size} onChange={(event) => onSize(event.target.value)} aria-invalid={problem ? true : undefined}>
            <option value="">Choose a size…</option>
            <Options values={sizes} />
          </select>
        </div>
      ) : null}
      {toMeasure ? choice("measure", "Stitched to your measurements", "Choose your measurements and stitching below") : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}

const isStitch = (value: string): value is BlouseStitch => (BLOUSE_STITCHES as readonly string[]).includes(value);
