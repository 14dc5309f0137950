import { useEffect, useState } from "react";
import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { redeemGiftCard, type GiftCardRedeemed } from "@/api/gift-cards.js";
import { GiftCardCodeField } from "./GiftCardCodeField.js";
import { useGiftCardCode } from "./use-gift-card-code.js";
import "@/components/ui/form/forms.css";
import "./gift-cards.css";

const NOT_ADDED = "We could not add the gift card. Please try again.";

/**
 * A gift card's code → its whole balance into her store credit (the account, the checkout). Says
 * what was added and her credit now; the caller reads the new balance for the rest of its screen.
 */
export function RedeemGiftCardForm({ onRedeemed, autoFocus = false }: { onRedeemed(done: GiftCardRedeemed): void; autoFocus?: boolean }) {
  const [added, setAdded] = useState<string | null>(null);
  const form = useGiftCardCode(
    async (code) => {
      const done = await redeemGiftCard(code);
      form.clear();
      setAdded(`${done.message}. You now have ${formatPaiseBrief(toPaise(done.storeCredit))}.`);
      onRedeemed(done);
    },
    NOT_ADDED,
    () => setAdded(null),
  );
  const { input } = form;
  // Opened by "Have a gift card?": the field is what she came for.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus, input]);

  return (
    <form className="gift-card-form" onSubmit={form.submit} noValidate aria-label="Add a gift card to your store credit" aria-busy={form.sending}>
      <GiftCardCodeField {...form.field} />
      <button type="submit" className="btn btn--outline" disabled={form.sending}>
        {form.sending ? "Adding..." : "Add to store credit"}
      </button>
      {added ? (
        <p className="account-success" role="status">
          {added}
        </p>
      ) : null}
    </form>
  );
}

export default RedeemGiftCardForm;
