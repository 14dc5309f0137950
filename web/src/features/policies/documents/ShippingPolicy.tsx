import { Link } from "react-router-dom";
import { ContactLinks } from "@/features/policies/ContactLinks.js";
import { POLICY_FACTS as F } from "@/features/policies/policy-facts.js";

export default function ShippingPolicy() {
  return (
    <>
      <h2>Where we deliver</h2>
      <p>We ship only within India. We cannot accept orders for delivery to addresses outside India.</p>

      <h2>Confirmation call</h2>
      <p>
        All orders are prepaid; we do not offer cash on delivery. We call you {F.confirmationCall} of your order, before it is dispatched, to confirm your size and delivery address. If
        we cannot reach you, we write to you by e-mail and hold the order until we hear back.
      </p>

      <h2>Processing and delivery times</h2>
      <ul>
        <li>Orders are processed and packed in {F.processingDays} after the confirmation call.</li>
        <li>Once dispatched, delivery takes {F.deliveryDays}, depending on your pincode.</li>
        <li>Custom-made pieces are stitched to order; the date we give you on the confirmation call applies to them.</li>
        <li>Business days are Monday to Saturday, except public holidays.</li>
      </ul>

      <h2>Shipping charges</h2>
      <p>
        Any shipping charge is worked out at checkout from the weight of your parcel and your delivery location, and is shown in your order total, with its breakup, before you pay.
        Shipping charges are not refundable.
      </p>

      <h2>Tracking</h2>
      <p>When your order ships we add the courier's tracking number to it. Sign in and open My Orders in your profile to see it.</p>

      <h2>Damaged or wrong parcels</h2>
      <p>
        Please record an uncut unboxing video, from the sealed parcel to the product. It is mandatory for any claim about damage or a wrong item; see{" "}
        <Link to="/components/return-exchange-policy">Returns &amp; Exchanges</Link>.
      </p>

      <h2>Questions</h2>
      <p>
        <ContactLinks />.
      </p>
    </>
  );
}
