// The demo shop's seller details: what the storefront shows (web/src/config/seller.ts) and the
// server prints on tax invoices (functions/config.ts) unless configured otherwise. The GSTIN is
// a placeholder of the right shape for Rajasthan (state code 08); a real shop sets its own.

export const DEMO_SELLER = {
  legalName: "Rangrez Ethnic Wear Private Limited",
  address: "14 Bapu Bazaar Lane, Johari Bazaar, Jaipur, Rajasthan 302003, India",
  state: "Rajasthan",
  gstin: "08ABCDE1234F1Z5",
  supportEmail: "care@rangrez.in",
  /** Consumer care by phone (Legal Metrology rule 6(10) asks the product page to show it). */
  supportPhone: "+91 141 456 7800",
  /** Where the shop's pieces are made unless a product says otherwise. */
  countryOfOrigin: "India",
  ordersEmail: "orders@rangrez.in",
} as const;
