// Apart from the checkout's provider so the login page can read it without loading the checkout.

/** Shown on the login page to a signed-out shopper who pressed Checkout. */
export const LOGIN_TO_CHECKOUT_NOTICE = "Log in, or continue as a guest with your mobile number. Your items are saved.";
