// The six policy pages (docs/product.md sections 2 and 9): where each lives and what the footer calls it.
export const POLICY_SLUGS = ["faq", "shipping-policy", "return-exchange-policy", "cancellation-policy", "privacy-policy", "terms-of-service"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export interface PolicyEntry {
  slug: PolicySlug;
  /** The page's heading. */
  title: string;
  /** The footer's Information link. */
  label: string;
  path: string;
}

const entry = (slug: PolicySlug, title: string, label: string): PolicyEntry => ({ slug, title, label, path: `/components/${slug}` });

export const POLICIES: readonly PolicyEntry[] = [
  entry("faq", "Frequently Asked Questions", "FAQ"),
  entry("shipping-policy", "Shipping Policy", "Shipping Policy"),
  entry("return-exchange-policy", "Returns & Exchanges", "Returns & Exchanges"),
  entry("cancellation-policy", "Cancellation Policy", "Cancellation Policy"),
  entry("privacy-policy", "Privacy Policy", "Privacy Policy"),
  entry("terms-of-service", "Terms of Service", "Terms of Service"),
];

export function policyBySlug(slug: string | undefined): PolicyEntry | undefined {
  return POLICIES.find((policy) => policy.slug === slug);
}
