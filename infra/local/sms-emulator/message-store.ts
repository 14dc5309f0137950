import { setTimeout as sleep } from "node:timers/promises";
import type { CallbackDispatcher } from "./callback-dispatcher.js";
import type { CallbackMode, Controls, Timing } from "./controls.js";
import { DELIVERED, QUEUED, SENT, failure, type DetailedOutcome, type SmsStatus } from "./delivery-codes.js";
import { dltRefusal, type DltAccount } from "./dlt-account.js";
import { gatewayTime, smsSid } from "./ids.js";
import { isIndianMobile } from "./phone-numbers.js";
import type { SmsSend } from "./send-request.js";

// What the gateway keeps of each message it took, and what happens to it afterwards: a while
// later the operator has it (sent) and then the handset (delivered), or it stops on the way
// (DLT scrubbing, DND, a number that is nobody's) with one failed status. Each status is reported
// to the message's StatusCallback; the record itself always tells the truth, and only the reports
// are late, repeated or reversed when the controls say so.

export interface StatusChange {
  status: SmsStatus;
  detailedStatus: string;
  detailedStatusCode: number;
  at: string;
}

export interface SmsRecord {
  sid: string;
  accountSid: string;
  from: string;
  /** E.164, as the gateway writes it back. */
  to: string;
  /** Ten digits for an Indian number: what the inbox and `?to=` go by. */
  number: string;
  body: string;
  dltEntityId: string;
  dltTemplateId: string;
  smsType: SmsSend["smsType"];
  customField?: string;
  /** Where this message's reports go (the send's StatusCallback, else the emulator's default); none: not reported. */
  statusCallback?: string;
  status: SmsStatus;
  detailedStatus: string;
  detailedStatusCode: number;
  createdAt: string;
  /** When it left for the operator (or failed there). */
  sentAt?: string;
  history: StatusChange[];
}

export class MessageStore {
  private readonly messages: SmsRecord[] = [];
  /** Goes up with every change, so the inbox page knows when to redraw. */
  version = 0;
  private readonly journeys = new Set<Promise<void>>();
  /** Ends the journeys of this round of messages: replaced on reset, aborted for good on stop. */
  private round = new AbortController();

  constructor(
    private readonly deps: {
      accountSid: string;
      dlt: DltAccount;
      controls: Controls;
      dispatcher: CallbackDispatcher;
      defaultCallbackUrl: () => string | undefined;
    },
  ) {}

  /** Records a send the gateway took, and starts what happens to it. */
  accept(send: SmsSend): SmsRecord {
    const now = new Date();
    const statusCallback = send.statusCallback ?? this.deps.defaultCallbackUrl();
    const record: SmsRecord = {
      sid: smsSid(),
      accountSid: this.deps.accountSid,
      from: send.from,
      to: send.to.e164,
      number: send.to.local,
      body: send.body,
      dltEntityId: send.dltEntityId,
      dltTemplateId: send.dltTemplateId,
      smsType: send.smsType,
      ...(send.customField !== undefined && { customField: send.customField }),
      ...(statusCallback !== undefined && { statusCallback }),
      status: QUEUED.status,
      detailedStatus: QUEUED.detailedStatus,
      detailedStatusCode: QUEUED.code,
      createdAt: now.toISOString(),
      history: [{ status: QUEUED.status, detailedStatus: QUEUED.detailedStatus, detailedStatusCode: QUEUED.code, at: now.toISOString() }],
    };
    this.messages.push(record);
    this.version += 1;
    const { controls } = this.deps;
    const planned = this.plan(record, send, controls.takeNextDelivery());
    this.track(this.journey(record, planned, controls.callbackMode, { ...controls.timing }, this.round.signal));
    return record;
  }

  find(sid: string): SmsRecord | undefined {
    return this.messages.find((message) => message.sid === sid);
  }

  /** Every message, oldest first; to one number when given (its ten digits). */
  all(number?: string): SmsRecord[] {
    return number === undefined ? [...this.messages] : this.messages.filter((message) => message.number === number);
  }

  /** Forgets every message and ends what was still to happen to them. */
  reset(): void {
    this.round.abort();
    this.round = new AbortController();
    this.messages.length = 0;
    this.version += 1;
  }

  /** Resolves once every message's statuses have all happened and been reported (first tries). */
  async settled(): Promise<void> {
    while (this.journeys.size > 0) await Promise.allSettled([...this.journeys]);
  }

  stop(): void {
    this.round.abort();
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === "AbortError")) console.error("sms emulator: a message's statuses failed", error);
      })
      .finally(() => this.journeys.delete(tracked));
    this.journeys.add(tracked);
  }

  /** What the network does with the message: the failure asked for, DLT's refusal, a number nobody has, or delivery. */
  private plan(record: SmsRecord, send: SmsSend, forcedFailure: number | null): DetailedOutcome[] {
    if (forcedFailure !== null) return [failure(forcedFailure)];
    const refused = dltRefusal(this.deps.dlt, { entityId: record.dltEntityId, templateId: record.dltTemplateId, from: record.from, body: record.body });
    if (refused) return [refused];
    if (!isIndianMobile(send.to)) return [failure(23010)];
    return [SENT, DELIVERED];
  }

  private async journey(record: SmsRecord, planned: DetailedOutcome[], mode: CallbackMode, timing: Timing, signal: AbortSignal): Promise<void> {
    for (const outcome of planned) {
      await sleep(timing.statusDelayMs, undefined, { signal });
      this.move(record, outcome);
      if (mode === "normal") await this.report(record, outcome, 1, signal);
      if (mode === "twice") {
        await this.report(record, outcome, 1, signal);
        await this.report(record, outcome, 2, signal);
      }
    }
    if (mode === "late") {
      await sleep(timing.lateByMs, undefined, { signal });
      for (const outcome of planned) await this.report(record, outcome, 1, signal);
    }
    if (mode === "reversed") {
      for (const outcome of [...planned].reverse()) await this.report(record, outcome, 1, signal);
    }
  }

  private move(record: SmsRecord, outcome: DetailedOutcome): void {
    const at = new Date().toISOString();
    record.status = outcome.status;
    record.detailedStatus = outcome.detailedStatus;
    record.detailedStatusCode = outcome.code;
    record.sentAt ??= at;
    record.history.push({ status: outcome.status, detailedStatus: outcome.detailedStatus, detailedStatusCode: outcome.code, at });
    this.version += 1;
  }

  /** One report, as the gateway words it; waits for its first try so the order chosen is the order received. */
  private async report(record: SmsRecord, outcome: DetailedOutcome, copy: number, signal: AbortSignal): Promise<void> {
    if (record.statusCallback === undefined) return;
    const fields: Record<string, string> = {
      SmsSid: record.sid,
      To: record.to,
      Status: outcome.status,
      DetailedStatus: outcome.detailedStatus,
      DetailedStatusCode: String(outcome.code),
      DateSent: gatewayTime(new Date(record.sentAt ?? record.createdAt)),
      CustomField: record.customField ?? "",
    };
    await this.deps.dispatcher.send(record.statusCallback, fields, copy, signal).firstTry;
  }
}
