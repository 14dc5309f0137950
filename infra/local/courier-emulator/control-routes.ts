import { Hono } from "hono";
import { html, raw } from "hono/html";
import { isMovableStatus, movableStatuses, moveShipment, type JourneyOptions } from "./journey.js";
import type { CourierLedger, EmulatedStatus } from "./ledger.js";
import type { TrackingPusher } from "./tracking-pusher.js";

// The emulator's control: move a shipment through its statuses (GET /_emulator for a page with
// buttons, POST /_emulator/shipments/:awb/statuses for scripts), see NDR instructions received.
// A forward parcel moves by its statuses (shipped ... delivered, RTO); a return's reverse pickup
// by its own (out for pickup, picked up ... delivered to the shop).

export interface ControlDeps {
  ledger: CourierLedger;
  pusher: TrackingPusher;
}

export function controlRoutes(deps: ControlDeps) {
  const app = new Hono();

  app.get("/", (c) => {
    const rows = [...deps.ledger.shipments.values()].reverse().map(
      (s) => html`<tr>
        <td>${s.channelOrderId}${s.isReturn ? " (return)" : ""}</td><td>${s.awb ?? "no AWB"}</td><td>${s.courierName ?? ""}</td><td>${s.cancelled ? "cancelled" : s.status}</td>
        <td>${s.awb
          ? movableStatuses(s).map(
              (status) => html`<form method="post" action="/_emulator/shipments/${s.awb}/statuses"><input type="hidden" name="statuses" value="${status}"><button>${status}</button></form>`,
            )
          : ""}</td></tr>`,
    );
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Courier emulator</title>
      <style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td{border-top:1px solid #ddd;padding:.4rem;vertical-align:top}form{display:inline}button{margin:2px}</style></head>
      <body><h1>Courier emulator (Shiprocket)</h1><p>Each button records a scan and pushes it to the shop's tracking webhook.</p>
      <table><tbody>${rows.length ? rows : raw("<tr><td>No shipments yet: book one from an order in the admin, or approve a return.</td></tr>")}</tbody></table>
      <h2>NDR instructions received</h2><ul>${deps.ledger.ndrActions.length ? deps.ledger.ndrActions.map((a) => html`<li>${a.awb}: ${a.action} (${a.comments})</li>`) : raw("<li>None yet.</li>")}</ul></body></html>`);
  });

  app.post("/shipments/:awb/statuses", async (c) => {
    const shipment = deps.ledger.byAwb(c.req.param("awb"));
    if (!shipment) return c.json({ error: "No shipment has this AWB" }, 404);
    const form = (c.req.header("content-type") ?? "").includes("json") ? null : await c.req.parseBody();
    const input = (form ? { statuses: [String(form.statuses)] } : await c.req.json()) as { statuses?: unknown } & JourneyOptions;
    const statuses = Array.isArray(input.statuses) ? input.statuses.map(String) : [];
    const wrong = statuses.find((s) => !isMovableStatus(shipment, s));
    if (statuses.length === 0 || wrong !== undefined) return c.json({ error: `statuses must be a list of: ${movableStatuses(shipment).join(", ")}` }, 400);
    const queued = moveShipment(shipment, statuses as EmulatedStatus[], deps.pusher, input);
    return form ? c.redirect("/_emulator") : c.json({ queued });
  });

  app.get("/ndr-actions", (c) => c.json(deps.ledger.ndrActions));
  app.get("/deliveries", (c) => c.json(deps.pusher.deliveries));
  return app;
}
