import { Hono } from "hono";
import type { CallbackDispatcher } from "./callback-dispatcher.js";
import { callbacksSchema, nextDeliverySchema, nextSendSchema, type Controls } from "./controls.js";
import type { MessageStore, SmsRecord } from "./message-store.js";
import { readNumber } from "./phone-numbers.js";
import { controlBody, controlProblem } from "../control-body.js";

// /_emulator/*: not the gateway's. For tests in another process (end-to-end) and the inbox page:
// what was sent to a number (the code a shopper would read), faults for the next send or message,
// how delivery reports behave, and a clean slate.

export interface ControlDeps {
  controls: Controls;
  store: MessageStore;
  dispatcher: CallbackDispatcher;
  reset: () => void;
}

/** A message as the controls list it. */
export function listed(record: SmsRecord) {
  return {
    sid: record.sid,
    to: record.number,
    from: record.from,
    body: record.body,
    status: record.status,
    detailedStatus: record.detailedStatus,
    detailedStatusCode: record.detailedStatusCode,
    dltTemplateId: record.dltTemplateId,
    customField: record.customField ?? null,
    createdAt: record.createdAt,
  };
}

export function controlRoutes(deps: ControlDeps) {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/version", (c) => c.json({ version: deps.store.version }));

  // A plain list, oldest first: `?to=` takes the ten digits (or any spelling of the number).
  app.get("/messages", (c) => {
    const to = c.req.query("to");
    if (to === undefined) return c.json(deps.store.all().map(listed));
    const number = readNumber(to);
    return c.json(number ? deps.store.all(number.local).map(listed) : []);
  });

  app.post("/next-send", async (c) => {
    const body = await controlBody(c, nextSendSchema);
    if ("error" in body) return controlProblem(c, `Send { "status": 429 | 500 | 503 }: ${body.error}`);
    deps.controls.failNextSend(body.data.status);
    return c.json(deps.controls.current);
  });
  app.post("/next-delivery", async (c) => {
    const body = await controlBody(c, nextDeliverySchema);
    if ("error" in body) return controlProblem(c, `Send { "detailedStatusCode": 23005 | 23010 | 23082 | … }: ${body.error}`);
    deps.controls.failNextDelivery(body.data.detailedStatusCode);
    return c.json(deps.controls.current);
  });
  app.post("/callbacks", async (c) => {
    const body = await controlBody(c, callbacksSchema);
    if ("error" in body) return controlProblem(c, `Send { "mode": "normal" | "late" | "twice" | "reversed", "lateByMs"?: number }: ${body.error}`);
    deps.controls.setCallbackMode(body.data.mode, body.data.lateByMs);
    return c.json(deps.controls.current);
  });
  // Every delivery report attempt, oldest first, with the shop's answer.
  app.get("/callbacks", (c) => c.json(deps.dispatcher.deliveries));
  app.get("/controls", (c) => c.json(deps.controls.current));
  app.post("/reset", (c) => {
    deps.reset();
    return c.json(deps.controls.current);
  });
  return app;
}
