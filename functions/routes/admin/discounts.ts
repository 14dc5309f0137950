import { Hono } from "hono";
import { discountChangeSchema, discountCodeField, newDiscountSchema, type DiscountBody } from "@shared/schemas/discount.js";
import { auditActor, changedFields } from "../../data/audit-log.js";
import type { DiscountInput } from "../../data/discounts.js";
import type { AppDeps } from "../../deps.js";
import { conflict, notFound } from "../../errors.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validBody } from "../../http/validate.js";
import { discountCodeJson, paiseFromRupees } from "../../http/rupees-edge.js";

function toInput(code: string, body: DiscountBody, now: Date): DiscountInput {
  return {
    code,
    description: body.description,
    kind: body.kind,
    value: body.kind === "amount" ? paiseFromRupees(body.value) : body.value,
    minOrderPaise: paiseFromRupees(body.minOrder),
    startsAt: body.startsAt ?? now.toISOString(),
    endsAt: body.endsAt,
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    isActive: body.isActive,
  };
}

/** What the owner sets on a code, as the audit log keeps it (not its running use counts). */
function discountFields(d: DiscountInput): Record<string, unknown> {
  return { description: d.description, kind: d.kind, value: d.value, minOrderPaise: d.minOrderPaise, startsAt: d.startsAt, endsAt: d.endsAt, maxUses: d.maxUses, maxUsesPerCustomer: d.maxUsesPerCustomer, isActive: d.isActive };
}

function codeParam(raw: string): string {
  const parsed = discountCodeField.safeParse(raw);
  if (!parsed.success) throw notFound("Discount code not found");
  return parsed.data;
}

/** Admins manage discount codes under /api/admin/discounts. */
export function discountAdminRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requirePermission(deps, "discounts"))
    .get("/", async (c) => c.json({ success: true as const, data: (await repos.discounts.list()).map(discountCodeJson) }))
    .post("/", validBody(newDiscountSchema), async (c) => {
      const body = c.req.valid("json");
      const created = await repos.discounts.create(toInput(body.code, body, repos.db.now()));
      if (!created) throw conflict(`A discount code ${body.code} already exists.`);
      await repos.audit.record(auditActor(c.get("user")), { entity: "discount", entityId: created.code, action: "create", after: discountFields(created) });
      return c.json({ success: true as const, data: discountCodeJson(created), message: "Discount code created successfully!" }, 201);
    })
    .put("/:code", validBody(discountChangeSchema), async (c) => {
      const code = codeParam(c.req.param("code"));
      const existing = await repos.discounts.get(code);
      if (!existing) throw notFound("Discount code not found");
      const body = c.req.valid("json");
      const updated = await repos.discounts.update(code, toInput(code, { ...body, startsAt: body.startsAt ?? existing.startsAt }, repos.db.now()));
      if (!updated) throw notFound("Discount code not found");
      if (updated === "below-taken") throw conflict(`${existing.taken} uses of ${code} are paid for or held: its total uses cannot be fewer.`);
      await repos.audit.record(auditActor(c.get("user")), { entity: "discount", entityId: code, action: "update", ...changedFields(discountFields(existing), discountFields(updated)) });
      return c.json({ success: true as const, data: discountCodeJson(updated), message: "Discount code updated successfully!" });
    })
    .delete("/:code", async (c) => {
      const code = codeParam(c.req.param("code"));
      const existing = await repos.discounts.get(code);
      const outcome = await repos.discounts.remove(code);
      if (outcome === "missing") throw notFound("Discount code not found");
      if (outcome === "held") throw conflict(`Shoppers are paying with ${code} right now. Switch it off instead, or delete it once their checkouts end.`);
      await repos.audit.record(auditActor(c.get("user")), { entity: "discount", entityId: code, action: "delete", ...(existing && { before: discountFields(existing) }) });
      return c.json({ success: true as const, message: "Discount code deleted successfully!" });
    });
}
