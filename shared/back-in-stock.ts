// What a shopper reads about "Notify me" (issue 27), server and storefront alike.

/** What the shopper reads once she has asked (signed in: waiting at once; by e-mail: after the link). */
export const BACK_IN_STOCK_WAITING = "We will e-mail you when this size is back.";
export const BACK_IN_STOCK_CHECK_INBOX = "Please check your inbox: tap the link we sent to confirm, and we will e-mail you when this size is back.";
export const BACK_IN_STOCK_CONFIRMED = "Confirmed. We will e-mail you when this size is back.";
