import { Link } from "react-router-dom";
import { ContactLinks } from "../ContactLinks.js";
import { POLICY_FACTS as F } from "../policy-facts.js";

export default function CancellationPolicy() {
  return (
    <>
      <h2>Cancelling within {F.cancelWindowHours} hours</h2>
      <p>
        You can cancel an order within {F.cancelWindowHours} hours of placing it, as long as it has not been dispatched. To cancel, <ContactLinks /> with your order number.
      </p>

      <h2>Your refund</h2>
      <p>
        All our orders are prepaid. On a cancelled order we refund the amount you paid less a {F.cancellationFeePercent}% transaction fee, the charge our payment gateway keeps on
        prepaid orders. The refund goes back to your original payment method within {F.refundDays}.
      </p>

      <h2>Custom-made orders</h2>
      <p>Made-to-measure orders can be cancelled only before production begins; we tell you on the confirmation call when cutting starts.</p>

      <h2>After dispatch or after {F.cancelWindowHours} hours</h2>
      <p>
        An order that has been dispatched, or is more than {F.cancelWindowHours} hours old, cannot be cancelled. You can still return eligible pieces for store credit or an exchange under
        our <Link to="/components/return-exchange-policy">Returns &amp; Exchanges</Link> policy.
      </p>

      <h2>If we cancel</h2>
      <p>If we cannot fulfil your order (a piece has sold out, or we cannot confirm the order with you), we cancel it and refund the full amount, with no fee.</p>
    </>
  );
}
