import { backInStockOf } from "../data/back-in-stock.js";
import type { ShopConfig } from "../config.js";
import { productionJobs } from "../data/production-jobs.js";
import type { ClaimedOutboxItem, OutboxItem, OutboxKind } from "../data/outbox.js";
import { outboxLeases } from "../data/outbox-leases.js";
import type { Repositories } from "../data/repositories.js";
import type { DocumentRef } from "../data/tax-documents.js";
import { DocumentRefused } from "../documents/document-errors.js";
import { issueCreditNote } from "../documents/issue-credit-note.js";
import { issueInvoice } from "../documents/issue-invoice.js";
import { issueReturnCreditNote } from "../documents/issue-return-credit-note.js";
import { returnLetter } from "../mail/return-emails.js";
import { reviewRequestLetter } from "../mail/review-emails.js";
import { renderTaxDocument } from "../documents/pdf/render-tax-document.js";
import { pdfFiles, type PdfFiles } from "../documents/pdf-files.js";
import { documentPdfRepository } from "../data/document-pdfs.js";
import { keptPdfFile, moveLegacyPdf, pdfFileOf, readKeptPdf, type PdfStores } from "../documents/pdf-record.js";
import { documentFileName } from "../../shared/tax/document-number.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import { linkToken, makeLinkSecret } from "../accounts/account-link.js";
import { makeConfirmToken } from "../back-in-stock/confirm-back-in-stock.js";
import { sendRestockNotices } from "../back-in-stock/send-restock-notices.js";
import { backInStockConfirmLetter, backInStockLetter } from "../mail/back-in-stock-emails.js";
import { accountClosedLetter, finishSignupLetter, passwordResetLetter, signupTakenLetter, staffInvitationLetter, verifyEmailLetter } from "../mail/account-emails.js";
import { orderCancelledLetter, orderCancelledShopLetter } from "../mail/cancellation-emails.js";
import { productionStageLetter } from "../mail/production-emails.js";
import { approvalRequestedLetter } from "../mail/approval-emails.js";
import { deliverGiftCard } from "../gift-cards/deliver-gift-card.js";
import { giftCardReceiptLetter } from "../mail/gift-card-emails.js";
import { sendOrderUpdate } from "../whatsapp/send-order-update.js";
import { GiveUp } from "./give-up.js";
import { giftCardRepository } from "../data/gift-cards.js";
import { activeOwners } from "../staff-limits/active-owners.js";
import { isProductionStage } from "../../shared/made-to-measure/production.js";
import { PermanentMailFailure, type Attachment, type Mailer } from "../mail/mailer.js";
import { suppressionAwareMailer } from "../mail/suppression-aware-mailer.js";
import { mailSuppressions } from "../data/mail-suppressions.js";
import { log } from "../logger.js";
import { deliveryFailedLetter, newOrderLetter, orderConfirmedLetter, orderDeliveredLetter, orderShippedLetter, outForDeliveryLetter, refundLetter } from "../mail/order-emails.js";

// The sender: takes each due outbox item, does its steps in order and records each one as done,
// so a retry (SES was down, the function timed out) resumes after the last step that finished
// and never repeats an e-mail SES accepted. Issuing documents is itself idempotent. Locally a
// poller in the shop's process calls drainOutbox every second; in the cloud the mailer function
// runs it for each new outbox item on the table's stream and once a minute for retries.

export interface OutboxDeps {
  repos: Repositories;
  /** `media`, `documents` and `region`: the documents' bucket the PDFs are kept in. */
  config: Pick<ShopConfig, "stage" | "brandName" | "seller" | "mail" | "media" | "documents" | "region" | "whatsapp" | "sms" | "signInCodeKey">;
  mailer: Mailer;
}

type Step =
  | "invoice"
  | "credit-note"
  | "return-credit-note"
  | "mail-shopper"
  | "mail-shop"
  | "mail-reset-link"
  | "mail-verify-link"
  | "mail-invitation"
  | "mail-signup-link"
  | "mail-signup-taken"
  | "mail-closed"
  | "mail-back-in-stock-link"
  | "mail-back-in-stock"
  | "mail-owners"
  | "mail-gift-card"
  | "mail-gift-card-receipt"
  | "whatsapp-shopper"
  | "whatsapp-back-in-stock"
  | "send-sign-in-code";

const STEPS: Record<OutboxKind, Step[]> = {
  "order.confirmed": ["invoice", "mail-shopper", "mail-shop", "whatsapp-shopper"],
  "order.shipped": ["mail-shopper", "whatsapp-shopper"],
  "order.out-for-delivery": ["mail-shopper", "whatsapp-shopper"],
  "order.delivery-failed": ["mail-shopper", "whatsapp-shopper"],
  "order.delivered": ["mail-shopper", "whatsapp-shopper"],
  "payment.refunded": ["credit-note", "mail-shopper"],
  "order.cancelled": ["credit-note", "mail-shopper", "mail-shop", "whatsapp-shopper"],
  "return.changed": ["mail-shopper", "whatsapp-shopper"],
  "return.credited": ["return-credit-note", "mail-shopper", "whatsapp-shopper"],
  "account.password-reset": ["mail-reset-link"],
  "account.verify-email": ["mail-verify-link"],
  "account.staff-invitation": ["mail-invitation"],
  "account.signup": ["mail-signup-link"],
  "account.signup-taken": ["mail-signup-taken"],
  "account.closed": ["mail-closed"],
  "back-in-stock.confirm": ["mail-back-in-stock-link"],
  "back-in-stock.notice": ["mail-back-in-stock", "whatsapp-back-in-stock"],
  "review.requested": ["mail-shopper"],
  "production.stage": ["mail-shopper", "whatsapp-shopper"],
  "approval.requested": ["mail-owners"],
  "gift-card.deliver": ["mail-gift-card"],
  "gift-card.receipt": ["mail-gift-card-receipt"],
  "account.sign-in-code": ["send-sign-in-code"],
};

/** Long enough for a PDF and two e-mails; a sender that dies mid-item frees it after this. */
const LEASE_SECONDS = 120;
/** Retries back off from 10 s to every 15 minutes; after 3 days a person has to look. */
const FIRST_RETRY_SECONDS = 10;
const MAX_RETRY_SECONDS = 15 * 60;
const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;


const PDF = "application/pdf";

/** One store per deps (one S3 client per process), made on the first document sent. */
const filesOf = new WeakMap<OutboxDeps, PdfFiles>();
function pdfStores(deps: OutboxDeps): PdfStores {
  let files = filesOf.get(deps);
  if (!files) filesOf.set(deps, (files = pdfFiles(deps.config)));
  return { pdfItems: documentPdfRepository(deps.repos.db), files };
}

/**
 * The document's PDF as kept, made and kept now if it has none: the bytes go to the documents'
 * bucket first, then the item naming them, so an item never names an object that is not there
 * (a sender that dies between the two leaves an object nothing names, harmless). If another
 * sender kept its copy first, that one is the document, and this one's object is removed.
 */
async function storedPdf(deps: OutboxDeps, ref: DocumentRef, document: TaxDocument): Promise<Attachment> {
  const stores = pdfStores(deps);
  const attachment = (content: Uint8Array): Attachment => ({ filename: documentFileName(document.kind === "invoice" ? "Invoice" : "Credit-note", document.number), contentType: PDF, content });
  const kept = await keptPdfFile(stores, ref);
  if (kept) return attachment(await readKeptPdf(stores.files, ref, kept));
  const pdf = await renderTaxDocument(document);
  const file = pdfFileOf(ref, pdf);
  await stores.files.put(file.objectKey, pdf, file.sha256);
  const outcome = await stores.pdfItems.recordPdf(ref, document.number, file);
  if ("recorded" in outcome) return attachment(pdf);
  const first = "stored" in outcome.existing ? outcome.existing.stored : (await moveLegacyPdf(stores, ref, outcome.existing.legacy)).file;
  if (first.objectKey !== file.objectKey) await stores.files.remove(file.objectKey).catch(() => undefined);
  return attachment(await readKeptPdf(stores.files, ref, first));
}

async function orderOf(deps: OutboxDeps, item: OutboxItem) {
  const order = await deps.repos.orders.get(item.orderId);
  if (!order) throw new GiveUp(`order ${item.orderId} no longer exists`);
  return order;
}

async function invoiceOf(deps: OutboxDeps, item: OutboxItem) {
  try {
    const invoice = await issueInvoice(deps, item.orderId);
    return { invoice, pdf: await storedPdf(deps, { kind: "invoice", orderId: item.orderId }, invoice) };
  } catch (error) {
    if (error instanceof DocumentRefused) throw new GiveUp(error.message);
    throw error;
  }
}

async function creditNoteOf(deps: OutboxDeps, item: OutboxItem) {
  const refundId = item.refundId ?? "";
  try {
    const creditNote = await issueCreditNote(deps, item.orderId, refundId);
    return { creditNote, pdf: await storedPdf(deps, { kind: "credit-note", orderId: item.orderId, refundId }, creditNote) };
  } catch (error) {
    if (error instanceof DocumentRefused) throw new GiveUp(error.message);
    throw error;
  }
}

async function returnCreditNoteOf(deps: OutboxDeps, item: OutboxItem) {
  const returnId = item.returnId ?? "";
  try {
    const creditNote = await issueReturnCreditNote(deps, returnId);
    return { creditNote, pdf: await storedPdf(deps, { kind: "credit-note", orderId: item.orderId, refundId: returnId }, creditNote) };
  } catch (error) {
    if (error instanceof DocumentRefused) throw new GiveUp(error.message);
    throw error;
  }
}

async function runStep(deps: OutboxDeps, item: OutboxItem, step: Step): Promise<void> {
  const { config, mailer } = deps;
  switch (step) {
    case "invoice":
      await invoiceOf(deps, item);
      return;
    case "credit-note":
      await creditNoteOf(deps, item);
      return;
    case "return-credit-note":
      await returnCreditNoteOf(deps, item);
      return;
    case "mail-shop": {
      const order = await orderOf(deps, item);
      if (item.kind === "order.cancelled") {
        if (!order.cancellation) throw new GiveUp(`order ${item.orderId} has no cancellation`);
        await mailer.send({ to: config.mail.shopAddress, ...orderCancelledShopLetter(config, order, order.cancellation) });
        return;
      }
      const { invoice } = await invoiceOf(deps, item);
      await mailer.send({ to: config.mail.shopAddress, ...newOrderLetter(config, order, invoice) });
      return;
    }
    case "mail-gift-card": {
      if ((await deliverGiftCard(deps, item.giftCardId ?? "")) === "missing") throw new GiveUp(`gift card ${item.giftCardId} does not exist`);
      return;
    }
    case "whatsapp-shopper": {
      // After the e-mail, so a WhatsApp outage never holds an e-mail back; nothing when the shop has no WhatsApp number.
      if (!deps.config.whatsapp) return;
      await sendOrderUpdate({ repos: deps.repos, whatsapp: deps.config.whatsapp }, item);
      return;
    }
    case "whatsapp-back-in-stock": {
      // After the e-mail, which always goes; only with offers said yes to (a marketing template).
      if (!deps.config.whatsapp) return;
      const { sendBackInStock } = await import("../whatsapp/send-back-in-stock.js");
      await sendBackInStock({ repos: deps.repos, whatsapp: deps.config.whatsapp }, item);
      return;
    }
    case "mail-gift-card-receipt": {
      const [card, buyer] = await Promise.all([giftCardRepository(deps.repos.db).get(item.giftCardId ?? ""), deps.repos.users.get(item.userId ?? "")]);
      if (!card) throw new GiveUp(`gift card ${item.giftCardId} does not exist`);
      // An account closed since has nobody to tell.
      if (!buyer?.isActive) return;
      await mailer.send({ to: buyer.email, ...giftCardReceiptLetter(config, card, buyer.name) });
      return;
    }
    case "send-sign-in-code": {
      // Loaded on first use: the codes' senders are not every outbox run's.
      const { sendSignInCode } = await import("../accounts/phone-sign-in/send-code.js");
      await sendSignInCode(deps, item.phone ?? "", item.requestId ?? "");
      return;
    }
    case "mail-reset-link": {
      const account = await deps.repos.users.get(item.userId ?? "");
      if (!account?.isActive) throw new GiveUp(`account ${item.userId} no longer exists or is deactivated`);
      const secret = await makeLinkSecret(deps.repos, "password-reset", account.id, item.requestId ?? "");
      // Asked again since: the newer request's own e-mail carries the link that works.
      if (!secret) return;
      await mailer.send({ to: account.email, ...passwordResetLetter(config, account.name, linkToken(account.id, secret)) });
      return;
    }
    case "mail-invitation": {
      const account = await deps.repos.users.get(item.userId ?? "");
      if (!account?.isActive) throw new GiveUp(`account ${item.userId} no longer exists or is deactivated`);
      const secret = await makeLinkSecret(deps.repos, "staff-invitation", account.id, item.requestId ?? "");
      // Invited again since: the newer invitation's own e-mail carries the link that works.
      if (!secret) return;
      await mailer.send({ to: account.email, ...staffInvitationLetter(config, account.name, account.role, linkToken(account.id, secret)) });
      return;
    }
    case "mail-verify-link": {
      const account = await deps.repos.users.get(item.userId ?? "");
      if (!account) throw new GiveUp(`account ${item.userId} no longer exists`);
      if (account.emailVerified !== false) return;
      const secret = await makeLinkSecret(deps.repos, "verify-email", account.id, item.requestId ?? "");
      if (!secret) return;
      await mailer.send({ to: account.email, ...verifyEmailLetter(config, account.name, linkToken(account.id, secret)) });
      return;
    }
    case "mail-signup-link": {
      const signup = await deps.repos.pendingSignups.get(item.userId ?? "");
      // Finished or expired since: nothing to send.
      if (!signup) return;
      const secret = await makeLinkSecret(deps.repos, "signup", signup.id, item.requestId ?? "");
      if (!secret) return;
      await mailer.send({ to: signup.email, ...finishSignupLetter(config, signup.name, linkToken(signup.id, secret)) });
      return;
    }
    case "mail-signup-taken": {
      const account = await deps.repos.users.get(item.userId ?? "");
      if (!account) return;
      await mailer.send({ to: account.email, ...signupTakenLetter(config, account.name) });
      return;
    }
    case "mail-closed": {
      // The account is gone by now: the message itself carries where to write and what was given up.
      if (!item.closed?.email) throw new GiveUp(`closed account ${item.userId} left no address to confirm to`);
      await mailer.send({ to: item.closed.email, ...accountClosedLetter(config, item.closed.name, item.closed.forfeitedPaise) });
      return;
    }
    case "mail-back-in-stock-link": {
      const request = await backInStockOf(deps.repos).get(item.requestId ?? "");
      // Confirmed or replaced since: nothing to confirm.
      if (request?.status !== "pending") return;
      const product = await deps.repos.products.get(request.productId);
      if (!product) throw new GiveUp(`product ${request.productId} no longer exists`);
      const token = await makeConfirmToken(deps.repos, request.id);
      if (!token) return;
      await mailer.send({ to: request.email, ...backInStockConfirmLetter(config, product.name, request.size, token) });
      return;
    }
    case "mail-owners": {
      const approval = await deps.repos.approvals.get(item.requestId ?? "");
      if (!approval) throw new GiveUp(`approval request ${item.requestId} no longer exists`);
      const owners = await activeOwners(deps.repos);
      if (owners.length === 0) throw new GiveUp("the shop has no active owner to ask");
      // One e-mail per owner; a retry after a failure mid-way may repeat the first ones (rare, harmless).
      for (const owner of owners) await mailer.send({ to: owner.email, ...approvalRequestedLetter(config, approval, owner.name) });
      return;
    }
    case "mail-back-in-stock": {
      const request = await backInStockOf(deps.repos).get(item.requestId ?? "");
      if (!request) throw new GiveUp(`back-in-stock request ${item.requestId} no longer exists`);
      const product = await deps.repos.products.get(request.productId);
      if (!product) throw new GiveUp(`product ${request.productId} no longer exists`);
      await mailer.send({ to: request.email, ...backInStockLetter(config, product.id, product.name, request.size) });
      return;
    }
    case "mail-shopper": {
      const order = await orderOf(deps, item);
      const to = order.shippingAddress.email || order.user.email;
      if (item.kind === "return.changed" || item.kind === "return.credited") {
        const record = await deps.repos.returns.get(item.returnId ?? "");
        if (!record) throw new GiveUp(`return ${item.returnId} no longer exists`);
        // The e-mail tells the step this message was written for, even if the return has moved on.
        const step = record.history[Number(item.id.split("#")[2] ?? record.history.length) - 1];
        const asThen = step ? { ...record, state: step.state } : record;
        if (item.kind === "return.credited") {
          const { creditNote, pdf } = await returnCreditNoteOf(deps, item);
          await mailer.send({ to, ...returnLetter(config, asThen, creditNote), attachments: [pdf] });
        } else {
          await mailer.send({ to, ...returnLetter(config, asThen) });
        }
      } else if (item.kind === "review.requested") {
        await mailer.send({ to, ...reviewRequestLetter(config, order) });
      } else if (item.kind === "production.stage") {
        const job = await productionJobs(deps.repos).get(item.orderId, item.line ?? -1);
        if (!job || !isProductionStage(item.stage)) throw new GiveUp(`production job ${item.orderId} line ${item.line} no longer exists`);
        // The e-mail tells the stage this message was written for, even if the piece has moved on.
        await mailer.send({ to, ...productionStageLetter(config, order, job, item.stage) });
      } else if (item.kind === "order.confirmed") {
        const { invoice, pdf } = await invoiceOf(deps, item);
        await mailer.send({ to, ...orderConfirmedLetter(config, order, invoice), attachments: [pdf] });
      } else if (item.kind === "order.shipped") {
        await mailer.send({ to, ...orderShippedLetter(config, order) });
      } else if (item.kind === "order.out-for-delivery") {
        await mailer.send({ to, ...outForDeliveryLetter(config, order) });
      } else if (item.kind === "order.delivery-failed") {
        const shipment = await deps.repos.shipments.get(order.id);
        await mailer.send({ to, ...deliveryFailedLetter(config, order, shipment?.undelivered?.reason ?? "the courier could not reach you") });
      } else if (item.kind === "order.delivered") {
        await mailer.send({ to, ...orderDeliveredLetter(config, order) });
      } else if (item.kind === "order.cancelled") {
        if (!order.cancellation) throw new GiveUp(`order ${item.orderId} has no cancellation`);
        const { creditNote, pdf } = await creditNoteOf(deps, item);
        await mailer.send({ to, ...orderCancelledLetter(config, order, order.cancellation, creditNote), attachments: [pdf] });
      } else {
        const { creditNote, pdf } = await creditNoteOf(deps, item);
        const payment = order.paymentId ? await deps.repos.payments.get(order.paymentId) : undefined;
        const refund = payment?.refunds.find((r) => r.id === item.refundId);
        if (!refund) throw new GiveUp(`refund ${item.refundId} is not on order ${item.orderId}'s payment`);
        await mailer.send({ to, ...refundLetter(config, order, refund, creditNote), attachments: [pdf] });
      }
      return;
    }
  }
}

export type ItemOutcome = "done" | "retry" | "gave-up" | "busy";

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Does one item's remaining steps, if it is due and free. */
export async function processOutboxItem(deps: OutboxDeps, id: string, now: Date = deps.repos.db.now()): Promise<ItemOutcome> {
  const outbox = outboxLeases(deps.repos.db);
  const claimed: ClaimedOutboxItem | undefined = await outbox.claim(id, now, LEASE_SECONDS);
  if (!claimed) return "busy";
  const { item, lease } = claimed;
  // No e-mail to an address SES reported as bouncing for good or complaining: such a step is skipped with the reason.
  const sending: OutboxDeps = { ...deps, mailer: suppressionAwareMailer(deps.mailer, mailSuppressions(deps.repos.db)) };
  const finished = new Set([...item.done, ...item.skipped.map((entry) => entry.split(":")[0]!)]);
  try {
    for (const step of STEPS[item.kind]) {
      if (finished.has(step)) continue;
      try {
        await runStep(sending, item, step);
        if (!(await outbox.markDone(id, lease, step))) return "busy";
      } catch (error) {
        if (!(error instanceof PermanentMailFailure)) throw error;
        log.warn("outbox step not sent", { outboxId: id, kind: item.kind, step, reason: error.message, ...(item.orderId ? { orderId: item.orderId } : {}) });
        if (!(await outbox.markSkipped(id, lease, step, error.message))) return "busy";
      }
    }
    await outbox.finish(id, lease, now);
    return "done";
  } catch (error) {
    if (error instanceof GiveUp || now.getTime() - Date.parse(item.firstDueAt ?? item.createdAt) > GIVE_UP_AFTER_MS) {
      log.error("outbox item given up", { outboxId: id, kind: item.kind, attempts: item.attempts, error: describe(error), ...(item.orderId ? { orderId: item.orderId } : {}) });
      await outbox.giveUp(id, lease, now, describe(error));
      return "gave-up";
    }
    const delay = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, item.attempts - 1));
    log.warn("outbox item failed, retried later", { outboxId: id, kind: item.kind, attempts: item.attempts, retryInSeconds: delay, error: describe(error), ...(item.orderId ? { orderId: item.orderId } : {}) });
    await outbox.retryLater(id, lease, new Date(now.getTime() + delay * 1000), describe(error));
    return "retry";
  }
}

export interface DrainResult {
  done: number;
  retry: number;
  gaveUp: number;
}

/** How a run works through items: several at once, and none started once `stopping` says so. */
export interface RunOptions {
  now?: Date;
  concurrency?: number;
  stopping?: () => boolean;
}

/**
 * Does these items, each order's on one worker oldest first (so its e-mails arrive in the order
 * its changes happened: shipped before delivered) and different orders side by side. Items not
 * started when `stopping` turns true stay due for the next run.
 */
export async function processOutboxItems(deps: OutboxDeps, byOrder: string[][], options: RunOptions = {}): Promise<DrainResult> {
  const stopping = options.stopping ?? (() => false);
  const now = options.now ?? deps.repos.db.now();
  const result: DrainResult = { done: 0, retry: 0, gaveUp: 0 };
  const queue = [...byOrder];
  const worker = async () => {
    for (let ids = queue.shift(); ids !== undefined && !stopping(); ids = queue.shift()) {
      for (const id of ids) {
        if (stopping()) return;
        const outcome = await processOutboxItem(deps, id, now);
        if (outcome === "done") result.done++;
        else if (outcome === "retry") result.retry++;
        else if (outcome === "gave-up") result.gaveUp++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, worker));
  return result;
}

/** Item ids grouped by their order, each group in the order given. */
export function groupByOrder(items: ReadonlyArray<{ id: string; orderId: string }>): string[][] {
  const byOrder = new Map<string, string[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item.id]);
  return [...byOrder.values()];
}

/** Works through everything due now, a few items at a time. */
export async function drainOutbox(deps: OutboxDeps, options: RunOptions & { batch?: number } = {}): Promise<DrainResult> {
  const stopping = options.stopping ?? (() => false);
  const result: DrainResult = { done: 0, retry: 0, gaveUp: 0 };
  // Pieces back on sale first: their notices join the outbox and go out in this same drain.
  if (!stopping()) await sendRestockNotices(deps.repos);
  const now = options.now ?? deps.repos.db.now();
  const seen = new Set<string>();
  while (!stopping()) {
    // Someone waiting on a link first, and again between batches of the rest.
    const batch = options.batch ?? 25;
    const waiting = (await deps.repos.outbox.due(now, batch, "OUTBOX#WAITING")).filter((item) => !seen.has(item.id));
    const due = waiting.length > 0 ? waiting : (await deps.repos.outbox.due(now, batch)).filter((item) => !seen.has(item.id));
    if (due.length === 0) break;
    for (const item of due) seen.add(item.id);
    const run = await processOutboxItems(deps, groupByOrder(due), { ...options, now });
    result.done += run.done;
    result.retry += run.retry;
    result.gaveUp += run.gaveUp;
  }
  return result;
}
