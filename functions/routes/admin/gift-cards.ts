import { Hono } from "hono";
import type { GiftCard, GiftCardEntry } from "@shared/gift-cards/gift-card.js";
import { outstandingPaise } from "@shared/gift-cards/gift-card.js";
import { isPlausibleId } from "@shared/schemas/record-id.js";
import { ownerGiftCardSchema, voidGiftCardSchema } from "@shared/schemas/gift-card.js";
import { storeCreditQuerySchema } from "@shared/schemas/store-credit.js";
import type { AppDeps } from "../../deps.js";
import { notFound } from "../../errors.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { rupees } from "../../http/rupees-edge.js";
import { validBody, validQuery } from "../../http/validate.js";

// /api/admin/gift-cards (issue 45), the owner's alone: the cards with the shop's totals (what it
// owes on them), one card's ledger, a card issued by hand, a card voided.

const cardJson = ({ issuedPaise, balancePaise, ...card }: GiftCard) => ({ ...card, issued: rupees(issuedPaise), balance: rupees(balancePaise) });
const entryJson = ({ amountPaise, ...entry }: GiftCardEntry) => ({ ...entry, amount: rupees(amountPaise) });
const NOT_FOUND = "Gift card not found";

export function giftCardAdminRoutes(deps: AppDeps) {
  const owner = requirePermission(deps, "gift-cards");
  const owned = () => import("../../gift-cards/owner-gift-cards.js");
  const cardId = (id: string) => {
    if (!isPlausibleId(id)) throw notFound(NOT_FOUND);
    return id;
  };
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", owner, validQuery(storeCreditQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const limit = query.limit ?? 20;
      const { listed: page, totals } = await (await owned()).cardsAndTotals(deps.repos, { limit, cursor: query.cursor });
      return c.json({
        success: true as const,
        data: {
          cards: page.items.map(cardJson),
          totals: { issued: rupees(totals.issuedPaise), redeemed: rupees(totals.redeemedPaise), expired: rupees(totals.expiredPaise), voided: rupees(totals.voidedPaise), outstanding: rupees(outstandingPaise(totals)) },
        },
        pagination: { limit, nextCursor: page.nextCursor },
      });
    })
    .get("/:id", owner, async (c) => {
      const id = cardId(c.req.param("id"));
      const { card, entries } = await (await owned()).cardWithLedger(deps.repos, id);
      return c.json({ success: true as const, data: { card: cardJson(card), entries: entries.map(entryJson) } });
    })
    .post("/", owner, validBody(ownerGiftCardSchema), async (c) => {
      const { card, replayed } = await (await owned()).issueByOwner(deps.repos, c.get("user"), c.req.valid("json"));
      const when = card.deliverOn ? `on ${card.deliverOn}` : "now";
      return c.json({ success: true as const, message: replayed ? "Already issued" : `Gift card issued: its code goes to ${card.recipient.email} ${when}`, data: cardJson(card) }, replayed ? 200 : 201);
    })
    .post("/:id/void", owner, validBody(voidGiftCardSchema), async (c) => {
      const card = await (await owned()).voidByOwner(deps.repos, c.get("user"), cardId(c.req.param("id")), c.req.valid("json").reason);
      return c.json({ success: true as const, message: "Gift card voided", data: cardJson(card) });
    });
}
