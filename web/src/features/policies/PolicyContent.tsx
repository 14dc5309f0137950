import type { ComponentType } from "react";
import CancellationPolicy from "./documents/CancellationPolicy.js";
import Faq from "./documents/Faq.js";
import PrivacyPolicy from "./documents/PrivacyPolicy.js";
import ReturnExchangePolicy from "./documents/ReturnExchangePolicy.js";
import ShippingPolicy from "./documents/ShippingPolicy.js";
import TermsOfService from "./documents/TermsOfService.js";
import type { PolicySlug } from "./policy-list.js";
import { SellerDetails } from "./SellerDetails.js";
import "./policies.css";

const DOCUMENTS: Record<PolicySlug, ComponentType> = {
  faq: Faq,
  "shipping-policy": ShippingPolicy,
  "return-exchange-policy": ReturnExchangePolicy,
  "cancellation-policy": CancellationPolicy,
  "privacy-policy": PrivacyPolicy,
  "terms-of-service": TermsOfService,
};

/** A policy's text followed by the seller's details; shared by the pages and the footer's pop-ups. */
export default function PolicyContent({ slug }: { slug: PolicySlug }) {
  const Document = DOCUMENTS[slug];
  return (
    <div className="policy">
      <Document />
      <SellerDetails />
    </div>
  );
}
