import { formatRupees } from "@shared/money.js";
import type { GiftCardTotals as Totals } from "./gift-cards-api.js";

const FIGURES: ReadonlyArray<{ key: keyof Totals; label: string; note?: string }> = [
  { key: "outstanding", label: "Outstanding", note: "What the shop owes on its cards" },
  { key: "issued", label: "Issued" },
  { key: "redeemed", label: "Redeemed" },
  { key: "expired", label: "Expired" },
  { key: "voided", label: "Voided" },
];

/**
 * The shop's gift cards in sum (issue 45). A card sold is not revenue but money owed until it is
 * spent: Outstanding is that liability, issued less redeemed, expired and voided.
 */
export function GiftCardTotals({ totals }: { totals: Totals | null }) {
  return (
    <ul className="gift-card-totals" aria-label="Gift card totals" aria-busy={totals === null}>
      {FIGURES.map(({ key, label, note }) => (
        <li key={key} className={key === "outstanding" ? "admin-panel gift-card-totals__item gift-card-totals__item--owed" : "admin-panel gift-card-totals__item"}>
          <p className="gift-card-totals__label">{label}</p>
          <p className="gift-card-totals__value" data-testid={`gift-card-${key}`}>
            {totals ? formatRupees(totals[key]) : "…"}
          </p>
          {note ? <p className="gift-card-totals__note">{note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
