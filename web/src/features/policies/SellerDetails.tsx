import { SELLER } from "@/config/seller.js";
import { POLICY_FACTS } from "./policy-facts.js";

/** The seller and grievance officer, as the Consumer Protection (E-Commerce) Rules, 2020 ask. */
export function SellerDetails() {
  const officer = SELLER.grievanceOfficer;
  return (
    <section className="seller-details" aria-labelledby="seller-details-heading">
      <h2 id="seller-details-heading">Seller and grievance officer</h2>
      <p>
        {SELLER.brand} is run by <strong>{SELLER.legalName}</strong>, {SELLER.address}.
      </p>
      <p>
        Grievance Officer: <strong>{officer.name}</strong>, {officer.designation}. E-mail <a href={`mailto:${officer.email}`}>{officer.email}</a>, phone{" "}
        <a href={`tel:${officer.phone.replace(/\s+/g, "")}`}>{officer.phone}</a>, {SELLER.supportHours}. We acknowledge every complaint within{" "}
        {POLICY_FACTS.grievanceAcknowledgeHours} hours and resolve it within one month.
      </p>
    </section>
  );
}
