import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ContactLinks } from "@/features/policies/ContactLinks.js";
import { POLICY_FACTS as F } from "@/features/policies/policy-facts.js";

const QUESTIONS: Array<{ question: string; answer: ReactNode }> = [
  {
    question: "How do I pay? Do you offer cash on delivery?",
    answer: <>Every order is prepaid: you pay by debit or credit card through Razorpay's secure checkout when you place the order. We do not offer cash on delivery.</>,
  },
  {
    question: "Why did I get a call after ordering?",
    answer: <>We call every customer {F.confirmationCall} of an order, before dispatch, to confirm the size, the delivery address and, for made-to-measure pieces, your measurements. Please keep your phone handy.</>,
  },
  {
    question: "Do you deliver outside India?",
    answer: <>Not yet. We ship only to addresses within India.</>,
  },
  {
    question: "How long will my order take?",
    answer: (
      <>
        We process orders in {F.processingDays} after the confirmation call, and delivery then takes {F.deliveryDays} depending on your pincode. Made-to-measure pieces take longer;
        our tailor gives you a date on the call. See the <Link to="/components/shipping-policy">Shipping Policy</Link>.
      </>
    ),
  },
  {
    question: "How do I choose my size?",
    answer: <>Every product page has a Size Guide with bust and waist measurements in inches. If you are between two sizes, pick the larger one, or message us and we will help.</>,
  },
  {
    question: "Can I return or exchange something?",
    answer: (
      <>
        Yes, within {F.returnWindowDays} days of delivery, for store credit or an exchange, if the piece is unused and has its tags. Custom-made pieces cannot be returned. See{" "}
        <Link to="/components/return-exchange-policy">Returns &amp; Exchanges</Link>.
      </>
    ),
  },
  {
    question: "Can I cancel my order?",
    answer: (
      <>
        Yes, within {F.cancelWindowHours} hours of ordering and before it is dispatched (custom orders only before production begins). A {F.cancellationFeePercent}% transaction fee is
        kept on what you paid by card or UPI; store credit comes back in full. See the <Link to="/components/cancellation-policy">Cancellation Policy</Link>.
      </>
    ),
  },
  {
    question: "My parcel arrived damaged, or with the wrong item. What now?",
    answer: <>Contact us within {F.returnWindowDays} days of delivery with an uncut unboxing video, from the sealed parcel to the product. The video is mandatory for any damage or wrong-item claim; with it we replace the piece or refund you in full.</>,
  },
  {
    question: "How do I track my order?",
    answer: <>Sign in and open My Orders in your profile. The courier's tracking number appears there once your order ships.</>,
  },
  {
    question: "How do I reach you?",
    answer: (
      <>
        <ContactLinks />.
      </>
    ),
  },
];

export default function Faq() {
  return (
    <dl className="faq">
      {QUESTIONS.map(({ question, answer }) => (
        <div key={question} className="faq__item">
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}
