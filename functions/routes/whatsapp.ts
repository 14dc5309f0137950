import { Hono } from "hono";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { whatsappConsentSchema, whatsappTestSchema } from "../../shared/schemas/whatsapp-consent.js";
import type { AppDeps } from "../deps.js";
import { badRequest, notFound } from "../errors.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody } from "../http/validate.js";

// WhatsApp (issue 44): her consent to order updates and offers, read and changed by her alone; the
// owner's templates with what Meta last said of each, and a test message; an order's messages on
// its trail for the back office. Loaded on first use: the API's cold start
// has no room for them.

export function whatsappRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps);
  const owner = requirePermission(deps, "settings");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/consent", signedIn, async (c) => {
      const [{ whatsappConsents }, { consentView }] = await Promise.all([import("../data/whatsapp-consent.js"), import("../whatsapp/consent-changes.js")]);
      const view = consentView(await whatsappConsents(deps.repos.db).get(c.get("user").id));
      return c.json({ success: true as const, data: { ...view, available: deps.config.whatsapp !== undefined } });
    })
    .put("/consent", signedIn, validBody(whatsappConsentSchema), async (c) => {
      const { changeConsent } = await import("../whatsapp/consent-changes.js");
      const view = await changeConsent(deps.repos.db, c.get("user").id, c.req.valid("json"));
      return c.json({ success: true as const, message: "Your WhatsApp choices are saved.", data: { ...view, available: deps.config.whatsapp !== undefined } });
    })
    .get("/templates", owner, async (c) => {
      const [{ whatsappTemplateStates }, { WHATSAPP_TEMPLATES }] = await Promise.all([import("../data/whatsapp-templates.js"), import("../../shared/whatsapp/templates.js")]);
      const states = await whatsappTemplateStates(deps.repos.db).all();
      const data = WHATSAPP_TEMPLATES.flatMap((template) =>
        template.languages.map((language) => {
          const state = states[`${template.name}#${language}`];
          return { name: template.name, language, category: template.category, text: template.text, status: state?.status ?? "APPROVED", metaCategory: state?.category ?? template.category, reason: state?.reason ?? null, changedAt: state?.at ?? null };
        }),
      );
      return c.json({ success: true as const, set: deps.config.whatsapp !== undefined, data });
    })
    .post("/templates/:name/test", owner, validBody(whatsappTestSchema), async (c) => {
      if (!deps.config.whatsapp) throw badRequest("WhatsApp is not set up for this shop: set its phone number id, token and app secret first.");
      const { sendTestMessage } = await import("../whatsapp/send-test-message.js");
      const sent = await sendTestMessage(deps.config.whatsapp, c.req.param("name"), c.req.valid("json"));
      return c.json({ success: true as const, message: `Test message sent to +91 ${c.req.valid("json").phone}.`, data: sent });
    })
    .get("/orders/:id/messages", requirePermission(deps, "orders"), async (c) => {
      // An id no order could have is not looked up (a key past DynamoDB's size is its error, not ours).
      const order = isPlausibleId(c.req.param("id")) ? await deps.repos.orders.get(c.req.param("id")) : undefined;
      if (!order) throw notFound("Order not found");
      const { whatsappMessages } = await import("../data/whatsapp-messages.js");
      const messages = await whatsappMessages(deps.repos.db).ofOrder(order.id);
      return c.json({ success: true as const, data: messages.map(({ orderId: _order, outboxId: _outbox, sendingSince: _since, ...message }) => message) });
    });
}
