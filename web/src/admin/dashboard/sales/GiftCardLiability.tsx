import { formatRupees } from "@shared/money.js";
import type { GiftCardFigures } from "@shared/schemas/sales-report.js";

/**
 * Gift cards beside the sales (issue 45): money taken for them is not revenue but owed to their
 * holders, so the report says what was issued, what came back as sales, what lapsed, and what is
 * still owed. Shown once the shop has issued a card.
 */
export function GiftCardLiability({ cards }: { cards: GiftCardFigures }) {
  if (cards.issued === 0) return null;
  const parts = [
    `${formatRupees(cards.issued)} issued`,
    `${formatRupees(cards.redeemed)} redeemed`,
    ...(cards.expired > 0 ? [`${formatRupees(cards.expired)} expired`] : []),
    ...(cards.voided > 0 ? [`${formatRupees(cards.voided)} voided`] : []),
  ];
  return (
    <p className="sales__gift-cards" data-testid="sales-gift-cards">
      <strong>Gift cards, since the start:</strong> {parts.join(", ")}. <strong>{formatRupees(cards.outstanding)} outstanding</strong>, owed to their holders and not revenue until spent.
    </p>
  );
}
