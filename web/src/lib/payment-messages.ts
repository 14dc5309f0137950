// The spec's payment texts (docs/product.md section 8), in one place for the checkout and the profile.
export const PAYMENT_SUCCESSFUL_MESSAGE = "Payment successful! Your order has been placed.";
export const PAYMENT_FAILED_MESSAGE = "Payment failed. Please try again.";
export const CREATE_ORDER_FAILED_MESSAGE = "Failed to create order";
/** Checkout closed after a declined attempt: a failed payment, not a change of mind, in Razorpay's words. */
export const declinedPaymentText = (lastFailure: string) => `${PAYMENT_FAILED_MESSAGE} ${lastFailure}`;
export const CONFIRM_FAILED_MESSAGE = "Payment processing failed. Please try again.";

/** 202 from confirmation: the bank approved, Razorpay has not captured yet (UPI can take minutes). */
export const AWAITING_CONFIRMATION_MESSAGE = "Your bank has approved the payment. We are waiting for Razorpay to confirm it; your order will update here shortly.";

/** Said the moment Razorpay Checkout reports success, while the shop confirms the payment (issue 40). */
export const PAYMENT_RECEIVED_MESSAGE = "Payment received — confirming your order";
export const PAYMENT_RECEIVED_NOTE = "This takes a moment. Please keep this page open.";
/** Window event the checkout sends then, so the app fetches the screen the order is shown on meanwhile. */
export const PAYMENT_RECEIVED_EVENT = "payment-received";
