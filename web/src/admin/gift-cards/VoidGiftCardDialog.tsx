import { useState } from "react";
import { formatRupees } from "@shared/money.js";
import { errorText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { ConfirmDialog } from "@/admin/shared/ConfirmDialog.js";
import { voidGiftCard, type GiftCardRow } from "./gift-cards-api.js";
import { cardPhrase } from "./gift-card-look.js";

/**
 * Void a card (a card sold by mistake, a fraud): what it holds goes to zero for good and its code
 * stops working. Asked as a question with the amount in it, and a reason for the audit log.
 */
export function VoidGiftCardDialog({ card, onClose, onVoided }: { card: GiftCardRow; onClose(): void; onVoided(card: GiftCardRow): void }) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (reason.trim().length < 3) return setProblem("Say why, in at least 3 characters");
    setBusy(true);
    setFailure(null);
    try {
      onVoided(await voidGiftCard(card.id, reason.trim()));
    } catch (error) {
      setFailure(errorText(error, "The gift card could not be voided. Check the connection and try again."));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title="Void gift card"
      message={
        <p>
          Void {cardPhrase(card)} for <strong>{card.recipient.name}</strong>? Its balance of{" "}
          <strong>{formatRupees(card.balance)}</strong> is taken back and its code stops working. This cannot be undone.
        </p>
      }
      confirmLabel="Void card"
      busyLabel="Voiding..."
      busy={busy}
      danger
      error={failure}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Field
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        maxLength={200}
        autoComplete="off"
        hint="Kept in the audit log, e.g. Sold by mistake."
      />
    </ConfirmDialog>
  );
}
