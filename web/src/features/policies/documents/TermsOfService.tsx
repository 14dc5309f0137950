import { Link } from "react-router-dom";
import { SELLER } from "@/config/seller.js";
import { POLICY_FACTS as F } from "@/features/policies/policy-facts.js";

export default function TermsOfService() {
  return (
    <>
      <p className="policy__updated">Last updated: {F.termsUpdated}</p>
      <p>
        These terms govern your use of the {SELLER.brand} website and every purchase you make on it. The site is operated by {SELLER.legalName}, {SELLER.address}. By placing an order you
        agree to them.
      </p>

      <h2>Who can buy</h2>
      <p>You must be 18 or older, or buying with a parent's or guardian's consent, and your delivery address must be in India.</p>

      <h2>Our products</h2>
      <p>
        Many of our pieces are handwoven, hand-printed or hand-embroidered. Small differences in colour, weave or print from the pictures are part of that craft, not a defect. Screens also
        show colours differently.
      </p>

      <h2>Prices and payment</h2>
      <ul>
        <li>Prices are in Indian rupees (₹) and include GST. Any delivery charge is shown at checkout, with the total and its breakup, before you pay.</li>
        <li>Orders are prepaid only, by card through Razorpay. We do not offer cash on delivery.</li>
        <li>
          An order is accepted once your payment succeeds and we have confirmed it with you by phone, which we do {F.confirmationCall}. If a piece turns out to be unavailable or wrongly
          priced, we may cancel the order and refund you in full.
        </li>
      </ul>

      <h2>Shipping, returns and cancellations</h2>
      <p>
        We ship within India only; see the <Link to="/components/shipping-policy">Shipping Policy</Link>. Returns within {F.returnWindowDays} days are settled as store credit or an exchange
        under <Link to="/components/return-exchange-policy">Returns &amp; Exchanges</Link>. Cancellations within {F.cancelWindowHours} hours, before dispatch, follow the{" "}
        <Link to="/components/cancellation-policy">Cancellation Policy</Link>.
      </p>

      <h2>Your account</h2>
      <p>Keep your password to yourself and tell us at once if you think someone else has used your account.</p>

      <h2>Our content</h2>
      <p>The designs, photographs and texts on this site belong to {SELLER.legalName}. Please do not copy them without our written permission.</p>

      <h2>Liability</h2>
      <p>As far as the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.</p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Disputes are subject to the jurisdiction of the courts at {SELLER.jurisdictionCity}, without prejudice to your right to approach a
        consumer commission.
      </p>

      <h2>Changes to these terms</h2>
      <p>We may update these terms; the date above shows the latest version. The terms in force when you placed an order apply to that order.</p>
    </>
  );
}
