import { Hono } from "hono";
import { formatPaiseBrief } from "../../shared/money.js";
import { validatePaymentSchema } from "../../shared/schemas/checkout.js";
import { giftCardCodeSchema } from "../../shared/schemas/gift-card.js";
import { giftCardPurchaseSchema } from "../../shared/schemas/gift-card-purchase.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { rupees } from "../http/rupees-edge.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import { validBody } from "../http/validate.js";
import { readSettings } from "../settings/shop-settings.js";

// Gift cards in the shop (issue 45). Its holder: what is left on it, and its balance added to her
// store credit; codes come in the body (never the address, which logs keep), and every try counts
// against the network's budget, found or not. A buyer: the amounts on sale, a card bought through
// Razorpay (confirmed by her browser here or by the webhook), and the cards she bought.

export function giftCardRoutes(deps: AppDeps) {
  const tries = limitPerSource(deps, SOURCE_LIMITS.giftCardCode);
  const cards = () => import("../gift-cards/presented-card.js");
  const buyer = requireUser(deps);
  const purchases = () => import("../gift-cards/purchase-flow.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/terms", async (c) => c.json({ success: true as const, data: (await purchases()).giftCardTerms(await readSettings(deps.repos)) }))
    .get("/purchases", buyer, async (c) => {
      const { giftCardPurchases, purchaseView } = await purchases();
      const bought = await giftCardPurchases(deps.repos.db).ofBuyer(c.get("user").id);
      return c.json({ success: true as const, data: bought.map(purchaseView) });
    })
    .post("/purchases", buyer, validBody(giftCardPurchaseSchema), limitPerSource(deps, SOURCE_LIMITS.createOrder), async (c) => {
      const { buyGiftCard, purchaseView } = await purchases();
      const started = await buyGiftCard(deps, c.get("user"), c.req.valid("json"));
      return c.json(
        {
          success: true as const,
          purchaseId: started.purchase.id,
          order: started.razorpayOrder,
          keyId: deps.gateway.keyId,
          amount: rupees(started.purchase.amountPaise),
          currency: "INR" as const,
          data: purchaseView(started.purchase),
        },
        201,
      );
    })
    .post("/purchases/confirm", buyer, validBody(validatePaymentSchema), async (c) => {
      const { confirmGiftCardPurchase, purchaseView, GIFT_CARD_AWAITING, GIFT_CARD_PAID } = await purchases();
      const body = c.req.valid("json");
      const confirmed = await confirmGiftCardPurchase(deps, body.razorpay_order_id, body.razorpay_payment_id, {
        via: "browser",
        userId: c.get("user").id,
        signature: body.razorpay_signature,
      });
      const data = purchaseView(confirmed.purchase);
      if (confirmed.awaitingConfirmation) return c.json({ success: true as const, awaitingConfirmation: true as const, message: GIFT_CARD_AWAITING, data }, 202);
      return c.json({ success: true as const, message: GIFT_CARD_PAID, data }, 200);
    })
    .post("/balance", validBody(giftCardCodeSchema), tries, async (c) => {
      const { presentedCard, giftCardBalanceJson } = await cards();
      const card = await presentedCard(deps.repos, c.req.valid("json").code);
      return c.json({ success: true as const, data: giftCardBalanceJson(card, deps.repos.db.now()) });
    })
    .post("/redeem", requireUser(deps), validBody(giftCardCodeSchema), tries, async (c) => {
      const { redeemToStoreCredit } = await import("../gift-cards/redeem-to-credit.js");
      const redeemed = await redeemToStoreCredit(deps.repos, c.get("user"), c.req.valid("json").code);
      return c.json({
        success: true as const,
        message: `${formatPaiseBrief(redeemed.redeemedPaise)} added to your store credit`,
        data: { redeemed: rupees(redeemed.redeemedPaise), storeCredit: rupees(redeemed.creditBalancePaise) },
      });
    });
}
