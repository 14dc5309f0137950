import { Gift } from "lucide-react";
import { useMemo, useState } from "react";
import { errorText } from "@/api/error-text.js";
import { DataTable } from "@/components/ui/table/DataTable.js";
import { LoadMore } from "@/components/ui/table/LoadMore.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { useFlash } from "@/admin/shared/Flash.js";
import { ListHeader } from "@/admin/shared/ListHeader.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import type { GiftCardRow } from "./gift-cards-api.js";
import { giftCardColumns } from "./gift-card-columns.js";
import { GiftCardLedgerModal } from "./GiftCardLedgerModal.js";
import { GiftCardTotals } from "./GiftCardTotals.js";
import { IssueGiftCardModal } from "./IssueGiftCardModal.js";
import { useGiftCards } from "./use-gift-cards.js";
import { VoidGiftCardDialog } from "./VoidGiftCardDialog.js";
import { cardName } from "./gift-card-look.js";
import "./gift-cards.css";

const cardId = (card: GiftCardRow) => card.id;

/**
 * /admin/gift-cards (issue 45, the owner's alone): what the shop owes on its cards, every card
 * newest first with its ledger, a card issued by hand, a card voided. Codes are never shown.
 */
export default function GiftCardsPage() {
  const list = useGiftCards();
  const flashBox = useFlash();
  const { show } = flashBox;
  const [issuing, setIssuing] = useState(false);
  const [ledgerOf, setLedgerOf] = useState<GiftCardRow | null>(null);
  const [voiding, setVoiding] = useState<GiftCardRow | null>(null);
  const columns = useMemo(() => giftCardColumns(setLedgerOf, setVoiding), []);
  const count = list.cards.length;

  return (
    <section className="admin-page gift-cards-page">
      <ListHeader
        title="Gift cards"
        count={list.loading ? null : `${count}${list.hasMore ? "+" : ""} ${count === 1 ? "card" : "cards"}`}
        onRefresh={list.refresh}
        add={{ label: "Issue a gift card", icon: Gift, onClick: () => setIssuing(true) }}
        flash={flashBox}
      />
      <GiftCardTotals totals={list.totals} />
      <p className="gift-cards-page__note">
        A card's code is made as its e-mail goes and is sent only to the recipient: the shop keeps no copy, so neither you nor anyone here can see it. The list shows its last four
        characters once sent.
      </p>
      <AdminPanel titleId="gift-cards-list-title" title="Cards">
        <LoadErrorBanner inPanel text={list.error ? errorText(list.error, "Could not load the gift cards. Check the connection and try again.") : null} onRetry={list.refresh} />
        <DataTable
          scope
          label="Gift cards"
          className="admin-table--stack gift-cards-table"
          columns={columns}
          rows={list.cards}
          rowId={cardId}
          loading={list.loading}
          loadingText="Loading gift cards…"
          emptyText={list.error ? null : "No gift cards yet"}
        />
        <LoadMore list={list} />
      </AdminPanel>

      {issuing ? (
        <IssueGiftCardModal
          onClose={() => setIssuing(false)}
          onIssued={(message) => {
            setIssuing(false);
            show({ kind: "success", text: message });
            list.refresh();
          }}
        />
      ) : null}
      {ledgerOf && !voiding ? <GiftCardLedgerModal card={ledgerOf} onClose={() => setLedgerOf(null)} onVoid={setVoiding} /> : null}
      {voiding ? (
        <VoidGiftCardDialog
          card={voiding}
          onClose={() => setVoiding(null)}
          onVoided={(card) => {
            setVoiding(null);
            show({ kind: "success", text: `${cardName(card)} for ${card.recipient.name} voided.` });
            list.refresh();
          }}
        />
      ) : null}
    </section>
  );
}
