import { Link } from "react-router-dom";
import { ContactLinks } from "@/features/policies/ContactLinks.js";
import { POLICY_FACTS as F } from "@/features/policies/policy-facts.js";

export default function CancellationPolicy() {
  return (
    <>
      <h2>Cancelling within {F.cancelWindowHours} hours</h2>
      <p>
        You can cancel an order within {F.cancelWindowHours} hours of paying for it, as long as it has not been dispatched. To cancel, open <Link to="/profile?tab=orders">My Orders</Link>,
        choose the order and press <strong>Cancel order</strong>: you see what you will get back before you confirm. If anything goes wrong, <ContactLinks /> with your order number.
      </p>

      <h2>Your refund</h2>
      <p>
        All our orders are prepaid. On a cancelled order we refund what you paid by card or UPI less a {F.cancellationFeePercent}% transaction fee, the charge our payment gateway
        keeps on that payment (for example, on ₹2,998 paid by card you get back ₹2,938.04; ₹59.96 is the fee). What you paid with store credit comes back to your store credit in
        full, at once, with no fee. The card or UPI part goes back to your original payment method within {F.refundDays}. We e-mail you a credit note against your tax invoice.
      </p>

      <h2>Custom-made orders</h2>
      <p>
        Made-to-measure orders can be cancelled only before production begins, which is within {F.cancelWindowHours} hours of payment; we tell you on the confirmation call when cutting
        starts. After that, please write to us.
      </p>

      <h2>After dispatch or after {F.cancelWindowHours} hours</h2>
      <p>
        An order that has been dispatched, or is more than {F.cancelWindowHours} hours old, cannot be cancelled. You can still return eligible pieces for store credit or an exchange under
        our <Link to="/components/return-exchange-policy">Returns &amp; Exchanges</Link> policy.
      </p>

      <h2>If we cancel</h2>
      <p>
        If we cannot fulfil your order (a piece has sold out, or we cannot confirm the order with you), we cancel it and refund the full amount. We never take a cancellation fee when we
        cancel: under the Consumer Protection (E-Commerce) Rules, 2020, a shop may charge a cancellation fee only if it bears a like charge when it cancels itself.
      </p>
    </>
  );
}
