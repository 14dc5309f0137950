import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "@shared/money.js";
import { errorText } from "@/api/error-text.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { DetailsList } from "@/components/ui/details-list/DetailsList.js";
import { adminDate, adminDateTime } from "@/admin/shared/format.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { fetchGiftCardLedger, type GiftCardRow } from "./gift-cards-api.js";
import { canVoid, cardName, cardStanding, ENTRY_WORDS, STANDING_LOOK } from "./gift-card-look.js";
import { GIFT_CARDS_KEY } from "./use-gift-cards.js";

const signed = (rupees: number) => (rupees >= 0 ? `+${formatRupees(rupees)}` : `−${formatRupees(-rupees)}`);

/** How the card came to be: bought in an order, or issued by an owner for a reason. */
function originText(card: GiftCardRow): string {
  return card.origin.kind === "purchase" ? `Bought by ${card.origin.buyer} (purchase ${card.origin.purchaseId})` : `Issued by ${card.origin.by}: ${card.origin.reason}`;
}

/** One card: its facts, and every movement of its balance, oldest first. The code is never here. */
export function GiftCardLedgerModal({ card: listed, onClose, onVoid }: { card: GiftCardRow; onClose(): void; onVoid?: (card: GiftCardRow) => void }) {
  const ledger = useQuery({ queryKey: [...GIFT_CARDS_KEY, "ledger", listed.id], queryFn: ({ signal }) => fetchGiftCardLedger(listed.id, signal) });
  const card = ledger.data?.card ?? listed;
  const look = STANDING_LOOK[cardStanding(card)];
  return (
    <Modal
      open
      onClose={onClose}
      title={cardName(card)}
      subtitle={`${card.recipient.name} · ${card.recipient.email}`}
      className="gift-card-ledger"
      footer={
        <div className="admin-confirm__actions">
          {onVoid && canVoid(card) ? (
            <button type="button" className="btn btn--outline gift-cards-table__void" onClick={() => onVoid(card)}>
              Void this card
            </button>
          ) : null}
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Close
          </button>
        </div>
      }
    >
      <DetailsList
        details={[
          { label: "State", value: <ToneBadge tone={look.tone}>{look.label}</ToneBadge> },
          { label: "Value", value: formatRupees(card.issued) },
          { label: "Balance", value: <strong data-testid="gift-card-ledger-balance">{formatRupees(card.balance)}</strong> },
          { label: "Valid until", value: adminDate(card.validUntil) },
          { label: "Issued", value: adminDateTime(card.issuedAt) },
          { label: "How", value: originText(card) },
          { label: "E-mail", value: card.deliveredAt ? `Sent ${adminDateTime(card.deliveredAt)}` : card.deliverOn ? `Goes on ${card.deliverOn}, 9 am` : "Going out now" },
          card.from ? { label: "From", value: card.from } : null,
          card.message ? { label: "Message", value: `“${card.message}”` } : null,
        ]}
      />
      <h3 className="gift-card-ledger__title">Ledger</h3>
      <LoadErrorBanner text={ledger.error ? errorText(ledger.error, "Could not read the card's ledger.") : null} onRetry={() => void ledger.refetch()} />
      {ledger.isLoading ? <p className="muted">Loading…</p> : null}
      {ledger.data ? (
        <ol className="plain-list gift-card-ledger__entries" aria-label="Ledger entries">
          {ledger.data.entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {ENTRY_WORDS[entry.kind] ?? entry.kind}
                {entry.reason ? `: ${entry.reason}` : ""}
                {entry.orderId ? ` (order ${entry.orderId})` : ""}
                <span className="admin-table__sub">
                  {adminDateTime(entry.at)} · {entry.by}
                </span>
              </span>
              <strong>{signed(entry.amount)}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="field__hint">Its code went only to the recipient's e-mail: the shop keeps no copy, so it cannot be shown here.</p>
    </Modal>
  );
}
