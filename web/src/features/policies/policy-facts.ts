// The business rules every policy text states (docs/product.md section 9), written once so the pages never
// contradict each other. Returns follow the 7-day store-credit reading of the spec.
export const POLICY_FACTS = {
  processingDays: "2-3 business days",
  deliveryDays: "7-10 business days",
  confirmationCall: "within 24 hours",
  returnWindowDays: 7,
  cancelWindowHours: 24,
  cancellationFeePercent: 2,
  refundDays: "7-14 business days",
  termsUpdated: "September 2, 2025",
  grievanceAcknowledgeHours: 48,
} as const;
