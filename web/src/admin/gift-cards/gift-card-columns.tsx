import { formatRupees } from "@shared/money.js";
import { titleColumn, type Column } from "@/components/ui/table/DataTable.js";
import { adminDate } from "@/admin/shared/format.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { TwoLines } from "@/admin/shared/TwoLines.js";
import type { GiftCardRow } from "./gift-cards-api.js";
import { canVoid, cardPhrase, cardStanding, STANDING_LOOK } from "./gift-card-look.js";

/** When its e-mail goes or went; a card the owner dated ahead waits for its day. */
function deliveryLine(card: GiftCardRow): string {
  if (card.deliveredAt) return `Sent ${adminDate(card.deliveredAt)}`;
  return card.deliverOn ? `Goes on ${adminDate(`${card.deliverOn}T09:00:00+05:30`)}` : "Going out now";
}

/** The gift cards table's columns; the last one opens the card's ledger or voids it. */
export function giftCardColumns(onLedger: (card: GiftCardRow) => void, onVoid: (card: GiftCardRow) => void): Column<GiftCardRow>[] {
  return [
    titleColumn(
      "Card",
      (card) => (
        <TwoLines sub={deliveryLine(card)}>
          <span className={card.lastFour ? "admin-mono mgmt-strong" : "mgmt-strong"}>{card.lastFour ? `…${card.lastFour}` : "Not sent yet"}</span>
        </TwoLines>
      ),
      "gift-cards-table__card",
    ),
    {
      header: "Recipient",
      cell: (card) => (
        <TwoLines sub={card.recipient.email} subClassName="gift-cards-table__email">
          {card.recipient.name}
        </TwoLines>
      ),
    },
    { header: "Value", className: "num", cell: (card) => formatRupees(card.issued) },
    { header: "Balance", className: "num", cell: (card) => <strong>{formatRupees(card.balance)}</strong> },
    { header: "Valid until", cell: (card) => adminDate(card.validUntil) },
    {
      header: "State",
      cell: (card) => {
        const look = STANDING_LOOK[cardStanding(card)];
        return <ToneBadge tone={look.tone}>{look.label}</ToneBadge>;
      },
    },
    {
      header: "Actions",
      className: "num",
      cellClassName: "gift-cards-table__actions",
      label: false,
      ownClicks: true,
      cell: (card) => (
        <div className="admin-table__actions">
          <button type="button" className="btn btn--outline btn--small" aria-label={`Ledger of ${cardPhrase(card)} for ${card.recipient.name}`} onClick={() => onLedger(card)}>
            Ledger
          </button>
          {canVoid(card) ? (
            <button type="button" className="btn btn--ghost btn--small gift-cards-table__void" aria-label={`Void ${cardPhrase(card)} for ${card.recipient.name}`} onClick={() => onVoid(card)}>
              Void
            </button>
          ) : null}
        </div>
      ),
    },
  ];
}
