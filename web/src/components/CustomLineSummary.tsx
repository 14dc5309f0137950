import { Ruler } from "lucide-react";
import { formatRupees } from "@shared/money.js";
import type { CustomOptionSold } from "@shared/made-to-measure/custom-line.js";
import { shipsInText } from "@shared/made-to-measure/custom-options.js";
import { customOptionText } from "./custom-option-text.js";
import "./custom-line.css";

/**
 * A custom piece's line as the cart and the order show it (issue 26): its options with their
 * prices, whose measurements, and the lead time.
 */
export function CustomLineSummary({ custom }: { custom: { options: readonly CustomOptionSold[]; profileName?: string; leadTimeDays: { min: number; max: number } } }) {
  return (
    <div className="custom-line" data-testid="custom-line">
      <p className="custom-line__title">
        <Ruler size={14} aria-hidden="true" /> Custom fit
        {custom.profileName ? <> · measurements: {custom.profileName}</> : null}
      </p>
      {custom.options.length > 0 ? (
        <ul className="custom-line__options">
          {custom.options.map((option) => (
            <li key={option.id}>
              {customOptionText(option)}
              {option.price > 0 ? (
                <>
                  {" "}
                  <span className="custom-line__price">(+{formatRupees(option.price)})</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="custom-line__lead">{shipsInText(custom.leadTimeDays)}</p>
    </div>
  );
}
