// What the gift card purchase routes load on first use (the API's cold start has no room for them).
export { giftCardPurchases } from "../data/gift-card-purchases.js";
export { buyGiftCard } from "./buy-gift-card.js";
export { confirmGiftCardPurchase } from "./confirm-gift-card-purchase.js";
export { purchaseView } from "./purchase-view.js";
export { GIFT_CARD_AWAITING, GIFT_CARD_PAID, giftCardTerms } from "./purchase-view.js";
