import type { LifecycleRule as ExpiringRule } from "./export-uploads.js";

// SST 4.17's `lifecycle` entries only expire objects (id, prefix, enabled, expiresIn, expiresAt).
// The tax documents must never expire, only move to a cheaper class: `transform.lifecycle` turns
// the entry SST built into S3's transition, dropping its placeholder expiry.

/** Days before a PDF moves to the cheaper storage class (S3's least for Standard-IA is 30). */
export const INFREQUENT_ACCESS_AFTER_DAYS = 90;
/** The documents' rule (infra/cloud/documents.ts). */
export const DOCUMENTS_RULE_ID = "tax-documents-to-infrequent-access";

export interface LifecycleRule extends ExpiringRule {
  transitions?: Array<{ days: number; storageClass: string }>;
}

/** The rules with `id`'s moving its objects to Standard-IA after `days`, and expiring nothing. */
export function withInfrequentAccessAfter(rules: readonly LifecycleRule[], id: string, days: number): LifecycleRule[] {
  if (!rules.some((rule) => rule.id === id)) throw new Error(`The documents' bucket has no lifecycle rule "${id}" to move its PDFs to Standard-IA with`);
  return rules.map((rule) => {
    if (rule.id !== id) return rule;
    const { expiration: _placeholder, ...kept } = rule;
    void _placeholder;
    return { ...kept, transitions: [{ days, storageClass: "STANDARD_IA" }] };
  });
}
