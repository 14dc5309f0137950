export const CHECKOUT_FAILED_MESSAGE = "Failed to initiate checkout. Please try again.";
export const SIZES_NEEDED_AT_CHECKOUT = "Choose a size for each piece in your wishlist to check out.";
