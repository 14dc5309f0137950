import { Lock } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { GIFT_CARD_TEXT_MAX } from "@shared/schemas/gift-card.js";
import { shopDate } from "@shared/shop-calendar.js";
import type { GiftCardTerms } from "@/api/gift-cards.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PAYMENT_RECEIVED_NOTE } from "@/lib/payment-messages.js";
import { useAuth } from "@/session/AuthProvider.js";
import type { LoginRedirect } from "@/session/login-redirect.js";
import { AmountChoice } from "./AmountChoice.js";
import { GiftCardFace } from "./GiftCardFace.js";
import { keepPurchase, takeKeptPurchase } from "./kept-purchase.js";
import { MessageField } from "./MessageField.js";
import { payForGiftCard, type PaidGiftCard } from "./pay-for-gift-card.js";
import { chosenRupees, emptyPurchaseForm } from "./purchase-form.js";
import { refusedField } from "./refused-field.js";
import { SendWhen } from "./SendWhen.js";
import { usePurchaseForm } from "./use-purchase-form.js";

export const LOGIN_TO_BUY_NOTICE = "Please log in to buy a gift card. What you typed is kept.";
const RECEIVED = "Payment received — confirming your gift card";

/**
 * The card to buy: its amount, to whom, from whom, a message, when it goes, and Pay. Checked before
 * anything is sent; a signed-out shopper logs in first and comes back to what she typed.
 */
export function BuyGiftCardForm({ terms, onBought }: { terms: GiftCardTerms; onBought(bought: PaidGiftCard): void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const form = usePurchaseForm(terms, () => takeKeptPurchase() ?? emptyPurchaseForm(terms, user?.name ?? ""));
  const { values, setValues, change, bind } = form;
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = shopDate(new Date());
  const amount = chosenRupees(values, terms);

  // Back from logging in, a blank From is signed with her name.
  const name = user?.name;
  useEffect(() => {
    if (name) setValues((current) => (current.from ? current : { ...current, from: name }));
  }, [name, setValues]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const ask = form.check(shopDate(new Date()));
    if (!ask) return;
    if (!user) {
      keepPurchase(values);
      const state: LoginRedirect = { from: "/gift-cards", notice: LOGIN_TO_BUY_NOTICE };
      navigate("/login", { state });
      return;
    }
    setBusy(true);
    const paid = await payForGiftCard(ask, user, { onPaymentFailed: setFailure, onPaymentReceived: () => setReceived(true) });
    setBusy(false);
    setReceived(false);
    if (paid.outcome === "paid" || paid.outcome === "awaiting") onBought(paid);
    else if (paid.outcome === "refused") {
      const refusal = refusedField(paid.message, values);
      if (refusal.field) form.refuse(refusal.field, refusal.message);
      else setFailure(refusal.message);
    } else if (paid.outcome === "failed") setFailure(paid.message);
  }

  return (
    <div className="gift-buy__layout">
      <GiftCardFace amount={amount} recipient={values.recipientName} from={values.from} />
      <form className="gift-buy__form" onSubmit={pay} noValidate aria-label="Buy a gift card" aria-busy={busy}>
        <AmountChoice
          terms={terms}
          chosen={values.amount}
          onChoose={(chosen) => change("amount", chosen)}
          error={form.errors.amount}
          custom={bind("customAmount")}
          firstRef={bind("amount").ref}
        />
        <Field label="Recipient's name" {...bind("recipientName")} autoComplete="off" autoCapitalize="words" maxLength={GIFT_CARD_TEXT_MAX.recipientName} />
        <EmailField label="Recipient's e-mail" {...bind("recipientEmail")} autoComplete="off" hint="The card and its code go to this address." />
        <Field label="From (optional)" {...bind("from")} autoComplete="name" maxLength={GIFT_CARD_TEXT_MAX.from} hint="How the e-mail signs it." />
        <MessageField {...bind("message")} max={GIFT_CARD_TEXT_MAX.message} />
        <SendWhen send={values.send} onSend={(send) => change("send", send)} date={bind("deliverOn")} today={today} latestDays={terms.latestDeliveryDays} />
        <p className="gift-buy__terms">
          Valid for {terms.validityMonths} months from the day it is issued. A gift card carries no GST: GST is charged on what it buys.
        </p>
        {received ? (
          <p className="account-success" role="status">
            {RECEIVED}. {PAYMENT_RECEIVED_NOTE}
          </p>
        ) : (
          <FormAlert message={failure} />
        )}
        <button type="submit" className="btn btn--primary btn--block gift-buy__pay" disabled={busy} aria-busy={busy}>
          <Lock size={18} aria-hidden="true" />
          {received ? "Confirming payment..." : busy ? "Processing..." : amount === undefined ? "Pay" : `Pay ${formatPaiseBrief(toPaise(amount))}`}
        </button>
        {user ? null : <p className="fine-print gift-buy__login-note">You will be asked to log in before you pay; what you typed stays here.</p>}
      </form>
    </div>
  );
}
