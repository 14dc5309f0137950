import { Link } from "react-router-dom";
import { ContactLinks } from "@/features/policies/ContactLinks.js";
import { POLICY_FACTS as F } from "@/features/policies/policy-facts.js";

export default function ReturnExchangePolicy() {
  return (
    <>
      <h2>Returns within {F.returnWindowDays} days, for store credit or exchange</h2>
      <p>
        If a piece is not right for you, tell us within {F.returnWindowDays} days of delivery. We exchange it for another size or another piece, or give you store credit for its price to
        use on any later order. Returned items are settled as store credit or an exchange, not as a refund to your card.
      </p>

      <h2>What can be returned</h2>
      <ul>
        <li>Unused, unwashed and unaltered pieces, with their original tags and packaging.</li>
        <li>Custom-made and made-to-measure pieces cannot be returned or exchanged, as they are cut to your measurements.</li>
        <li>Shipping charges are not refundable.</li>
      </ul>

      <h2>How to return</h2>
      <ol>
        <li>
          Within {F.returnWindowDays} days of delivery, <ContactLinks /> with your order number and the reason.
        </li>
        <li>We tell you how to send the piece back and where.</li>
        <li>Once it reaches us and passes a quality check, we ship your exchange or add the store credit to your account and confirm by e-mail.</li>
      </ol>

      <h2>Damaged, defective or wrong items</h2>
      <p>
        Tell us within {F.returnWindowDays} days of delivery and send an uncut unboxing video, from the sealed parcel to the product. The video is mandatory for these claims. We then
        replace the piece at no cost to you or, if a replacement is not available, refund the full amount to your original payment method within {F.refundDays}.
      </p>

      <p>
        To cancel an order before it ships, see the <Link to="/components/cancellation-policy">Cancellation Policy</Link>.
      </p>
    </>
  );
}
