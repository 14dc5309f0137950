import { createHash, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../../deps.js";
import { badRequest, unauthorized } from "../../errors.js";
import { SHIPROCKET } from "../courier/courier.js";
import { applyTracking } from "./apply-tracking.js";
import { datedInTheFuture, isReturnUpdate, returnPickupEventOf, timeInTheFuture, trackingEventOf, trackingWebhookSchema } from "./tracking-event.js";

export type CourierWebhookOutcome = "handled" | "ignored" | "duplicate";

/** Shiprocket repeats itself for a while; a week covers it. */
const EVENT_MEMORY_SECONDS = 7 * 24 * 3600;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Shiprocket signs nothing: the x-api-key the shop chose is the only proof. Compared in constant time; no key configured refuses all. */
export function isCourierKey(expected: string, given: string | undefined): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The courier's tracking webhook: the key first, then the event deduplicated on AWB + status +
 * time (a repeat is acknowledged and changes nothing), then applied out-of-order safely to the
 * order's shipment, or to the return whose reverse pickup it tracks.
 */
export async function handleCourierWebhook(deps: AppDeps, rawBody: string, apiKey: string | undefined): Promise<CourierWebhookOutcome> {
  if (!isCourierKey(deps.config.courier.webhookKey, apiKey)) throw unauthorized("Invalid courier webhook key");
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest("The courier webhook body is not JSON.");
  }
  const parsed = trackingWebhookSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`The courier webhook body is not a tracking update: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim());
  }
  // A return's reverse pickup (is_return) moves the return; any other update the order's shipment,
  // named by its courier reference (or, booked before references, by the order's id).
  const back = isReturnUpdate(parsed.data) ? returnPickupEventOf(parsed.data) : undefined;
  const forward = back ? undefined : trackingEventOf(parsed.data);
  const event = back ?? forward;
  if (!event) throw badRequest("The courier webhook's current_timestamp is not a time.");
  const future = timeInTheFuture(event, deps.repos.db.now());
  if (future) throw badRequest(datedInTheFuture(future));

  const eventId = digest(`${event.awb}#${event.statusId ?? event.statusText}#${event.at}`).toString("hex").slice(0, 40);
  if (await deps.repos.dedupe.seen("courier-event", eventId)) return "duplicate";
  // Only the courier's name: its client loads when the shop calls it, never for a webhook.
  const courierName = deps.courier?.name ?? SHIPROCKET;
  const outcome = back
    ? // Loaded for returns only: the webhook's cold start stays in budget (tests/infra/lambda-bundles.test.ts).
      await (await import("../../returns/return-pickup-tracking.js")).applyReturnTracking(deps.repos, courierName, back)
    : await applyTracking(deps.repos, courierName, { ...forward!, orderId: (await deps.repos.shipments.orderOfReference(forward!.orderId)) ?? forward!.orderId });
  // Remembered once handled (as the Razorpay webhook does): a repeat racing the first finds the work done.
  await deps.repos.dedupe.claim("courier-event", eventId, EVENT_MEMORY_SECONDS).catch((error: unknown) => {
    console.warn(`courier webhook ${event.awb}: could not remember the event:`, error instanceof Error ? error.message : error);
  });
  return outcome;
}
