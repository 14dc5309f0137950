import { Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { checkGiftCardBalance } from "@/api/gift-cards.js";
import { GiftCardCodeField } from "@/components/gift-cards/GiftCardCodeField.js";
import { useGiftCardCode } from "@/components/gift-cards/use-gift-card-code.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import { balanceWords, type BalanceWords } from "./balance-words.js";
import "./gift-card-balance.css";

const NOT_CHECKED = "We could not check the card. Please try again.";

/**
 * /gift-cards/balance (issue 45): what is left on a card, for anyone holding its code. The link in
 * every gift card e-mail and the footer lead here; the code is typed, never put in the address.
 */
export default function GiftCardBalancePage() {
  useDocumentTitle("Gift card balance");
  const [answer, setAnswer] = useState<BalanceWords | null>(null);
  const form = useGiftCardCode(async (code) => setAnswer(balanceWords(await checkGiftCardBalance(code))), NOT_CHECKED, () => setAnswer(null));

  return (
    <div className="gift-card-page">
      <section className="gift-card-page__card" aria-labelledby="gift-card-balance-title">
        <h1 id="gift-card-balance-title">
          <Gift size={26} aria-hidden="true" /> Gift card balance
        </h1>
        <p className="gift-card-page__intro">Enter the 16-character code from your gift card e-mail to see what is left on it.</p>
        <form className="gift-card-form" onSubmit={form.submit} noValidate aria-label="Check a gift card's balance" aria-busy={form.sending}>
          <GiftCardCodeField {...form.field} />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.sending}>
            {form.sending ? "Checking..." : "Check balance"}
          </button>
        </form>
        {answer ? (
          <p className={answer.spendable ? "gift-card-page__answer" : "gift-card-page__answer gift-card-page__answer--none"} role="status" data-testid="gift-card-balance">
            {answer.text}
          </p>
        ) : null}
        <p className="gift-card-page__how">
          Spend it at checkout, or add it to your store credit in <Link to="/profile">your account</Link>. Whatever you do not spend stays on the card.
        </p>
      </section>
    </div>
  );
}
