import { STOP_WORDING, WHATSAPP_WORDING, type WhatsAppChannel, type WhatsAppConsentView, type WhatsAppPurpose } from "../../shared/whatsapp/consent.js";
import type { Db } from "../data/db.js";
import { whatsappConsents, type WhatsAppConsentHistoryEntry, type WhatsAppConsentRecord } from "../data/whatsapp-consent.js";
import { conflict } from "../errors.js";

// Her WhatsApp choices changed (issue 44): in her account or at checkout, or withdrawn by a STOP
// replied from her number. Each change that turns a purpose on or off joins the history with the
// words, the time and the channel; saying the same again changes nothing.

export interface ConsentAsk {
  phone: string;
  language: "en" | "hi";
  orderUpdates: boolean;
  offers: boolean;
  channel: Exclude<WhatsAppChannel, "whatsapp-reply">;
}

const PURPOSES: readonly WhatsAppPurpose[] = ["orderUpdates", "offers"];
const TRIES = 3;

export function consentView(record: WhatsAppConsentRecord | undefined): WhatsAppConsentView {
  return {
    phone: record?.phone ?? null,
    language: record?.language ?? "en",
    orderUpdates: record?.orderUpdates?.on ?? false,
    offers: record?.offers?.on ?? false,
    wording: WHATSAPP_WORDING,
  };
}

/** The record with `wanted` applied: a purpose whose state changes (or whose number does, while on) gets a new choice and history entry. */
function applied(before: WhatsAppConsentRecord | undefined, userId: string, phone: string, language: "en" | "hi", wanted: Record<WhatsAppPurpose, boolean>, channel: WhatsAppChannel, at: string, wording: (purpose: WhatsAppPurpose) => string) {
  const next: Omit<WhatsAppConsentRecord, "version"> = {
    userId,
    phone,
    language,
    ...(before?.orderUpdates && { orderUpdates: before.orderUpdates }),
    ...(before?.offers && { offers: before.offers }),
    history: [...(before?.history ?? [])],
  };
  for (const purpose of PURPOSES) {
    const was = before?.[purpose];
    const numberChanged = before !== undefined && before.phone !== phone && wanted[purpose];
    if ((was?.on ?? false) === wanted[purpose] && !numberChanged) continue;
    const choice = { on: wanted[purpose], at, wording: wording(purpose), channel };
    next[purpose] = choice;
    next.history.push({ purpose, phone, ...choice } satisfies WhatsAppConsentHistoryEntry);
  }
  return next;
}

export async function changeConsent(db: Db, userId: string, ask: ConsentAsk): Promise<WhatsAppConsentView> {
  const consents = whatsappConsents(db);
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const before = await consents.get(userId);
    const next = applied(before, userId, ask.phone, ask.language, { orderUpdates: ask.orderUpdates, offers: ask.offers }, ask.channel, db.now().toISOString(), (purpose) => WHATSAPP_WORDING[purpose]);
    if (await consents.save(next, before?.version ?? 0)) return consentView({ ...next, version: (before?.version ?? 0) + 1 });
  }
  throw conflict("Your WhatsApp choices were changed at the same moment elsewhere. Please try again.");
}

/** A STOP from this number: every account that gave it stops getting WhatsApp messages, at once. Answers how many stopped. */
export async function stopByReply(db: Db, phone: string): Promise<number> {
  const consents = whatsappConsents(db);
  let stopped = 0;
  for (const listed of await consents.ofPhone(phone)) {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const before = await consents.get(listed.userId);
      if (!before || before.phone !== phone || (!before.orderUpdates?.on && !before.offers?.on)) break;
      const next = applied(before, before.userId, phone, before.language, { orderUpdates: false, offers: false }, "whatsapp-reply", db.now().toISOString(), () => STOP_WORDING);
      if (await consents.save(next, before.version)) {
        stopped++;
        break;
      }
    }
  }
  return stopped;
}
