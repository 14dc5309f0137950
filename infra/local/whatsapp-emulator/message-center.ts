import { setTimeout as sleep } from "node:timers/promises";
import type { WhatsAppCategory } from "@shared/whatsapp/templates.js";
import { fault } from "./graph-errors.js";
import { wamid } from "./ids.js";
import { looksReachable, waIdOf } from "./phone-numbers.js";
import type { TemplateSend } from "./send-request.js";
import type { EmulatorSettings, SettingsStore } from "./settings.js";
import { buttonLabel, type TemplateRegistry } from "./template-registry.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { inboundTextPayload, statusError, statusPayload, type BusinessPhone, type MessageStatus, type StatusError } from "./webhook-payloads.js";

// What the emulator keeps of the conversation: every template message it accepted, with the
// statuses it went through, and every message people sent back. After each accepted message the
// recipient's phone "receives" it: sent, then delivered, then read, each a while after the one
// before, each a signed webhook; or one failed status for a number that cannot get it.

export interface StatusRecord {
  status: MessageStatus;
  /** When it happened (ISO); with shuffled statuses they are recorded in the order they were sent. */
  at: string;
  /** For failed: Meta's code and title (131026 undeliverable, 131049 marketing limit). */
  error?: { code: number; title: string };
}

export interface SentMessage {
  /** The wamid the send answered with. */
  id: string;
  /** The recipient's wa_id (digits with the country code). */
  to: string;
  template: { name: string; language: string; parameters: string[]; buttonParameter?: string };
  /** The template's registered category when it was sent (what it is billed as). */
  category: WhatsAppCategory;
  /** The template's body with the parameters filled. */
  text: string;
  /** The URL button: its label, and its link with the button parameter filled. */
  button?: { label: string; url?: string; copyCode?: string };
  at: string;
  statuses: StatusRecord[];
}

export interface InboundMessage {
  id: string;
  /** The sender's wa_id. */
  from: string;
  name: string;
  text: string;
  at: string;
}

interface PlannedStatus {
  status: MessageStatus;
  error?: StatusError;
}

/** Another order than the one given (when there are two or more), so "out of order" always shows. */
function outOfOrder<T>(items: T[]): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  const same = shuffled.every((item, index) => item === items[index]);
  return same ? shuffled.reverse() : shuffled;
}

export class MessageCenter {
  readonly sent: SentMessage[] = [];
  readonly inbound: InboundMessage[] = [];
  /** Goes up with every change, so the phone page knows when to redraw. */
  version = 0;
  /** Sends accepted in the last second or so, with the throughput epoch they counted under. */
  private readonly acceptedAt: Array<{ at: number; epoch: number }> = [];
  private readonly journeys = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: {
      business: BusinessPhone;
      settings: SettingsStore;
      registry: TemplateRegistry;
      dispatcher: WebhookDispatcher;
    },
  ) {}

  /**
   * Throughput: throws 429 (130429) when `messagesPerSecond` sends were accepted in the last
   * second since the limit was set.
   */
  checkThroughput(): void {
    const { settings } = this.deps;
    const limit = settings.current.messagesPerSecond;
    const now = Date.now();
    while (this.acceptedAt.length > 0 && (this.acceptedAt[0]?.at ?? 0) <= now - 1000) this.acceptedAt.shift();
    const counted = this.acceptedAt.filter((accepted) => accepted.epoch === settings.throughputEpoch).length;
    if (limit !== null && counted >= limit) throw fault(429);
  }

  /** Records an accepted send and starts its statuses; returns the message. */
  accept(send: TemplateSend): SentMessage {
    this.acceptedAt.push({ at: Date.now(), epoch: this.deps.settings.throughputEpoch });
    const { definition } = send.template;
    const message: SentMessage = {
      id: wamid(send.waId),
      to: send.waId,
      template: {
        name: send.template.name,
        language: send.template.language,
        parameters: send.parameters,
        ...(send.buttonParameter !== undefined ? { buttonParameter: send.buttonParameter } : {}),
      },
      category: send.template.category,
      text: send.text,
      at: new Date().toISOString(),
      statuses: [],
    };
    const label = buttonLabel(definition);
    if (label && send.buttonParameter !== undefined) {
      message.button = definition.copyCode ? { label, copyCode: send.buttonParameter } : { label, url: this.deps.registry.buttonUrl(send.buttonParameter) };
    }
    this.sent.push(message);
    this.version += 1;
    this.track(this.journey(message, this.deps.settings.current));
    return message;
  }

  /** A text from `from` to the business, sent as the messages webhook; resolves once delivered or given up. */
  async reply(from: string, text: string, name?: string): Promise<InboundMessage> {
    const waId = waIdOf(from);
    if (waId === "") throw new Error(`Not a phone number: ${from}`);
    if (text.trim() === "") throw new Error("An empty reply");
    const at = new Date();
    const message: InboundMessage = { id: wamid(waId), from: waId, name: name ?? this.nameOf(waId), text, at: at.toISOString() };
    this.inbound.push(message);
    this.version += 1;
    const { done } = this.deps.dispatcher.send("messages", inboundTextPayload(this.deps.business, { wamid: message.id, from: waId, name: message.name, text, at }));
    await done;
    return message;
  }

  /** The numbers with a conversation, the latest first. */
  chats(): Array<{ number: string; name: string; last: string; at: string }> {
    const latest = new Map<string, { number: string; name: string; last: string; at: string }>();
    for (const message of this.sent) latest.set(message.to, { number: message.to, name: this.nameOf(message.to), last: message.text, at: message.at });
    for (const message of this.inbound) {
      const known = latest.get(message.from);
      if (!known || known.at <= message.at) latest.set(message.from, { number: message.from, name: message.name, last: message.text, at: message.at });
    }
    return [...latest.values()].sort((a, b) => b.at.localeCompare(a.at));
  }

  /** Who the person is to the shop: the name the latest template addressed them by ("Hi {{1}}"). */
  nameOf(waId: string): string {
    const latest = [...this.sent].reverse().find((message) => message.to === waId && this.deps.registry.find(message.template.name, message.template.language)?.definition.body[0] === "name");
    return latest?.template.parameters[0] ?? "WhatsApp user";
  }

  /** Resolves once every message's statuses have all been sent (or the emulator stopped). */
  async settled(): Promise<void> {
    while (this.journeys.size > 0) await Promise.allSettled([...this.journeys]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted) console.error("whatsapp emulator: a message's statuses failed", error);
      })
      .finally(() => this.journeys.delete(tracked));
    this.journeys.add(tracked);
  }

  /** What happens to a message on the person's phone, in the order it happens. */
  private plan(message: SentMessage, settings: Readonly<EmulatorSettings>): PlannedStatus[] {
    if (settings.undeliverable.includes(message.to) || !looksReachable(message.to)) {
      const why = looksReachable(message.to) ? "The number is not on WhatsApp." : `${message.to} is not a WhatsApp number (a mobile number needs its country code: 91 for India).`;
      return [{ status: "failed", error: statusError(131026, `Message Undeliverable. ${why}`) }];
    }
    if (message.category === "MARKETING" && settings.marketingLimited.includes(message.to)) {
      return [{ status: "failed", error: statusError(131049, "In order to maintain a healthy ecosystem engagement, the message failed to be delivered.") }];
    }
    const statuses: PlannedStatus[] = [{ status: "sent" }, { status: "delivered" }];
    if (settings.readReceipts) statuses.push({ status: "read" });
    return statuses;
  }

  private async journey(message: SentMessage, settings: Readonly<EmulatorSettings>): Promise<void> {
    const planned = this.plan(message, settings);
    const start = Date.now();
    const happened = new Map(planned.map((item, index) => [item.status, new Date(start + (index + 1) * settings.statusDelayMs)]));
    let copies = planned.flatMap((item) => Array.from({ length: settings.duplicateStatuses }, (_, index) => ({ ...item, copy: index + 1 })));
    if (settings.shuffleStatuses) copies = outOfOrder(copies);
    for (const item of copies) {
      await sleep(settings.statusDelayMs, undefined, { signal: this.stopping.signal });
      const at = happened.get(item.status) ?? new Date();
      if (!message.statuses.some((record) => record.status === item.status)) {
        message.statuses.push({ status: item.status, at: at.toISOString(), ...(item.error ? { error: { code: item.error.code, title: item.error.title } } : {}) });
        this.version += 1;
      }
      const payload = statusPayload(this.deps.business, { wamid: message.id, status: item.status, at, recipientId: message.to, category: message.category, error: item.error });
      // One after another, so the order chosen here is the order the shop receives; retries run on their own.
      await this.deps.dispatcher.send("messages", payload, item.copy).firstTry;
    }
  }
}
