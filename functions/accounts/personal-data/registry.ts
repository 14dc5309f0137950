import { toRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { consentBookRepository } from "../../data/consent-book.js";
import { fitEvidenceRepository, keptBySubcategory } from "../../data/fit-evidence.js";
import { giftCardPurchases } from "../../data/gift-card-purchases.js";
import { mailSuppressions } from "../../data/mail-suppressions.js";
import { accountHolding } from "../../data/open-checkouts.js";
import { productionJobs } from "../../data/production-jobs.js";
import { toUser } from "../../data/users.js";
import { listProfiles } from "../../made-to-measure/measurement-profiles.js";
import { anonymiseProductionJobs, anonymiseReviews, deleteBackInStockRequests, deleteWhatsAppMessages, herBackInStockRequests, herReviews } from "./erasure-steps.js";
import { shapeMatches, type ExportContext, type NoPersonalDataKind, type PersonalDataKind } from "./kinds.js";

// Every kind of item in the shop's table, once (DPDP Act 2023, sections 8(7) and 11; Rules 2025):
// PERSONAL_DATA holds a shopper's personal data and says how it is found for her, what the
// "Download my data" export carries of it, and how closing her account erases it; NO_PERSONAL_DATA
// names the rest and why. tests/unit/personal-data-registry.test.ts fails when the data layer writes
// a key or an entity listed in neither, and tests/api/personal-data-rights.test.ts checks both lists
// against a real shopper's items in DynamoDB Local, before and after she closes her account.

const GST_YEARS = "8 years";
const GST_REASON = "India's GST law keeps tax invoices, credit notes and the records behind them for 72 months after the year's annual return (about 8 years).";

/** Money leaves the server in rupees (docs/money.md). */
const rupees = (paise: number | undefined) => (paise === undefined ? undefined : toRupees(paise));

export const PERSONAL_DATA: readonly PersonalDataKind[] = [
  {
    kind: "account",
    title: "Your account",
    keys: [{ pk: "USER#", sk: "USER" }, { pk: "UNIQUE#EMAIL#", sk: "UNIQUE" }, { pk: "UNIQUE#PHONE#", sk: "UNIQUE" }],
    entities: ["user", "unique"],
    holds: "Name, e-mail, phone, the mobile she signs in with, the profile's address, when the account was made; the password only as a hash (never exported).",
    foundBy: "Her account id; the e-mail marker by her e-mail, the sign-in number's by that number.",
    exported: { section: "account", read: async ({ user }) => toUser(user) },
    erasure: { how: "deleted" },
  },
  {
    kind: "consents",
    title: "Consents you gave",
    keys: [{ pk: "USER#", sk: "CONSENTS" }],
    entities: ["consentBook"],
    holds: "Which privacy notice she agreed to, in which language, when and how.",
    foundBy: "USER#<her id> / CONSENTS.",
    exported: { section: "consents", read: async ({ repos, user }) => consentBookRepository(repos.db).get(user.id) },
    erasure: { how: "deleted" },
  },
  {
    kind: "addresses",
    title: "Saved addresses",
    keys: [{ pk: "USER#", sk: "ADDRESSES" }],
    entities: ["addressBook"],
    holds: "Names, phones and delivery addresses she saved.",
    foundBy: "USER#<her id> / ADDRESSES.",
    exported: { section: "addresses", read: async ({ repos, user }) => (await repos.addressBook.get(user.id)).addresses },
    erasure: { how: "deleted" },
  },
  {
    kind: "measurements",
    title: "Measurement profiles",
    keys: [{ pk: "USER#", sk: "MEASUREMENTS" }],
    entities: ["measurementBook"],
    holds: "Body measurements and the names of the people they belong to.",
    foundBy: "USER#<her id> / MEASUREMENTS.",
    exported: { section: "measurements", read: async ({ repos, user }) => listProfiles(repos.db, user.id) },
    erasure: { how: "deleted" },
  },
  {
    kind: "keptSizes",
    title: "Sizes you kept",
    keys: [{ pk: "USER#", sk: "KEPT_SIZES" }],
    entities: ["keptSizes"],
    holds: "How many pieces of each size she kept past the return window, by subcategory: what her size suggestions are made from.",
    foundBy: "USER#<her id> / KEPT_SIZES.",
    exported: { section: "keptSizes", read: async ({ repos, user }) => keptBySubcategory(await fitEvidenceRepository(repos.db).keptSizes(user.id)) },
    // Beside her account, not in its closing transaction's list of keys: deleted by its own step.
    erasure: { how: "deleted", step: async ({ repos, user }) => fitEvidenceRepository(repos.db).forgetKeptSizes(user.id) },
  },
  {
    kind: "cart",
    title: "Bag and wishlist",
    keys: [{ pk: "USER#", sk: "CART" }, { pk: "USER#", sk: "WISHLIST" }],
    entities: ["cart", "wishlist"],
    holds: "What she put in her bag and wishlist.",
    foundBy: "USER#<her id> / CART and / WISHLIST.",
    exported: {
      section: "bagAndWishlist",
      read: async ({ repos, user }) => ({ bag: (await repos.savedLists.get(user.id, "CART")).items, wishlist: (await repos.savedLists.get(user.id, "WISHLIST")).items }),
    },
    erasure: { how: "deleted" },
  },
  {
    kind: "openCheckouts",
    title: "Checkouts in progress",
    keys: [{ pk: "USER#", sk: "OPEN_CHECKOUTS" }],
    entities: ["open-checkouts"],
    holds: "How many checkouts of hers hold pieces right now.",
    foundBy: "USER#<her id> / OPEN_CHECKOUTS.",
    exported: { section: "checkoutsInProgress", read: async ({ repos, user }) => accountHolding(repos.db, user.id) },
    erasure: { how: "deleted" },
  },
  {
    kind: "orders",
    title: "Orders",
    keys: [{ pk: "ORDER#", sk: "ORDER" }],
    entities: ["order"],
    holds: "Her name, e-mail, delivery address and phone, what she bought (with made-to-measure measurements), notes, totals and the order's history.",
    foundBy: "gsi2 USER_ORDERS#<her id>.",
    exported: {
      section: "orders",
      read: async ({ orders }) =>
        orders.map((order) => ({
          number: orderNumber(order.id),
          id: order.id,
          createdAt: order.createdAt,
          status: order.status,
          isPaid: order.isPaid,
          paidAt: order.paidAt,
          items: order.orderItems.map((line) => ({ name: line.name, size: line.size, quantity: line.quantity, price: rupees(line.pricePaise), ...(line.custom && { custom: line.custom }) })),
          total: rupees(order.totalPaise),
          shippingAddress: order.shippingAddress,
          ...(order.businessInvoice ? { businessInvoice: order.businessInvoice } : {}),
          ...(order.notes ? { notes: order.notes } : {}),
          trackingNumber: order.trackingNumber,
          statusHistory: order.statusHistory.map((change) => ({ status: change.status, at: change.at })),
        })),
    },
    erasure: {
      how: "anonymised",
      keeps:
        "What was sold, when and for how much, and the delivery state (GST's place of supply); a business invoice's GSTIN, legal name and billing address, which GST returns report; your name, e-mail, phone, address and notes are erased.",
      why: GST_REASON,
      keptFor: GST_YEARS,
    },
  },
  {
    kind: "payments",
    title: "Payments",
    keys: [{ pk: "PAYMENT#", sk: "PAYMENT" }],
    entities: ["payment"],
    holds: "Her name and e-mail, the Razorpay payment reference, amounts and refunds (no card or UPI details).",
    foundBy: "Each of her orders' paymentId.",
    exported: {
      section: "payments",
      read: async ({ repos, orders }) => {
        const payments = await Promise.all(orders.map((order) => (order.paymentId ? repos.payments.get(order.paymentId) : undefined)));
        return payments.flatMap((payment) =>
          payment
            ? [{ order: orderNumber(payment.orderId), status: payment.status, method: payment.method, amount: rupees(payment.amountPaise), paidAt: payment.paidAt, refunds: payment.refunds.map((r) => ({ amount: rupees(r.amountPaise), status: r.status, at: r.at })) }]
            : [],
        );
      },
    },
    erasure: { how: "anonymised", keeps: "The amounts, the payment reference and the refunds; your name and e-mail are erased.", why: GST_REASON, keptFor: GST_YEARS },
  },
  {
    kind: "taxDocuments",
    title: "Tax invoices and credit notes",
    keys: [{ pk: "ORDER#", sk: "INVOICE" }, { pk: "ORDER#", sk: "CREDIT_NOTE#" }, { pk: "DOCUMENT_PDF#" }],
    entities: ["invoice", "credit-note", "document-pdf"],
    // The PDFs themselves are objects in the documents' bucket (tax-documents/<orderId>/...), named
    // by their DOCUMENT_PDF# items; kept like the items, so erasure touches neither.
    holds: "The buyer's name and address as GST requires them on the document, and what was sold; each document's PDF as it was e-mailed.",
    foundBy: "ORDER#<each of her orders> / INVOICE and / CREDIT_NOTE#…; the PDFs under DOCUMENT_PDF#<order>, in the documents' bucket.",
    exported: {
      section: "taxDocuments",
      read: async ({ repos, orders }) => {
        const documents = await Promise.all(orders.map((order) => repos.taxDocuments.forOrder(order.id)));
        return documents.flatMap(({ invoice, creditNotes }) => [
          ...(invoice ? [{ kind: "Tax invoice", number: invoice.number, issuedAt: invoice.issuedAt, total: rupees(invoice.totals.grossPaise) }] : []),
          ...creditNotes.map((note) => ({ kind: "Credit note", number: note.number, issuedAt: note.issuedAt, total: rupees(note.totals.grossPaise) })),
        ]);
      },
    },
    erasure: { how: "kept", why: GST_REASON, keptFor: GST_YEARS },
  },
  {
    kind: "shipments",
    title: "Deliveries",
    keys: [{ pk: "ORDER#", sk: "SHIPMENT" }],
    entities: ["shipment"],
    holds: "The courier's scans of her parcel (places and times) and what the shop told the courier after a missed delivery.",
    foundBy: "ORDER#<each of her orders> / SHIPMENT.",
    exported: {
      section: "deliveries",
      read: async ({ repos, orders }) =>
        (await Promise.all(orders.map((order) => repos.shipments.get(order.id)))).flatMap((s) => (s ? [{ order: orderNumber(s.orderId), courier: s.courierName, awb: s.awb, status: s.status, scans: s.scans }] : [])),
    },
    erasure: { how: "kept", why: "Part of the order's record of delivery, which the tax invoice relies on; it holds no contact details.", keptFor: GST_YEARS },
  },
  {
    kind: "productionJobs",
    title: "Made-to-measure work",
    keys: [{ pk: "ORDER#", sk: "PRODUCTION#" }],
    entities: ["production-job"],
    holds: "Her account id, the measurement profile's name and the options of a piece stitched for her.",
    foundBy: "ORDER#<each of her orders> / PRODUCTION#<line>.",
    exported: {
      section: "madeToMeasureWork",
      read: async ({ repos, orders }) =>
        (await Promise.all(orders.map((order) => productionJobs(repos).forOrder(order.id)))).flat().map((job) => ({ order: orderNumber(job.orderId), piece: job.name, profile: job.profileName, stage: job.stage, promisedDate: job.promisedDate, history: job.history.map((h) => ({ to: h.to, at: h.at })) })),
    },
    erasure: { how: "anonymised", keeps: "The piece, its stages and dates; the link to you and the profile's name are erased.", why: "Part of the order's record of what was made and sold.", keptFor: GST_YEARS, step: anonymiseProductionJobs },
  },
  {
    kind: "returns",
    title: "Returns",
    keys: [{ pk: "RETURN#", sk: "RETURN" }],
    entities: ["return"],
    holds: "Her name, e-mail, note and photos, what she returned and what she got back.",
    foundBy: "gsi2 USER_RETURNS#<her id>.",
    exported: {
      section: "returns",
      read: async ({ repos, user }) =>
        (await repos.returns.byUser(user.id)).map((r) => ({ number: r.number, order: orderNumber(r.orderId), state: r.state, note: r.note, media: r.media, items: r.items.map(({ valuePaise, ...item }) => ({ ...item, value: rupees(valuePaise) })), ...(r.creditPaise ? { credit: rupees(r.creditPaise) } : {}), ...(r.refundPaise ? { refund: rupees(r.refundPaise) } : {}), createdAt: r.createdAt, history: r.history.map((h) => ({ state: h.state, at: h.at })) })),
    },
    erasure: { how: "anonymised", keeps: "What was returned and what was refunded or credited; your name, e-mail and note are erased.", why: GST_REASON, keptFor: GST_YEARS },
  },
  {
    kind: "returnUploads",
    title: "Return photo uploads",
    keys: [{ pk: "RETURN_UPLOAD#", sk: "RETURN_UPLOAD" }],
    entities: ["return-upload"],
    holds: "Her account id beside a photo or video she began to upload for a return.",
    foundBy: "Not filed under her account (keyed by the upload).",
    exported: { notExported: "A return keeps its own copy of its photos, exported with the return." },
    erasure: { how: "lapses", after: "2 days", why: "Only proves who started an upload while the return form is open." },
  },
  {
    kind: "storeCredit",
    title: "Store credit",
    keys: [{ pk: "STORECREDIT#" }],
    entities: ["store-credit", "storeCreditBalance", "storeCreditEntry", "storeCreditRef"],
    holds: "Her balance and every credit and spend, keyed by her account id.",
    foundBy: "STORECREDIT#<her id>.",
    exported: {
      section: "storeCredit",
      read: async ({ repos, user }) => ({
        balance: rupees(await repos.storeCredit.balance(user.id)),
        entries: (await repos.storeCredit.all(user.id)).map((e) => ({ at: e.at, kind: e.kind, amount: rupees(e.amountPaise), ...(e.orderId ? { order: orderNumber(e.orderId) } : {}), ...(e.reason ? { reason: e.reason } : {}) })),
      }),
    },
    erasure: { how: "kept", why: "The shop's ledger of what it owed you, which its accounts and credit notes rely on; it is keyed by an account number that no longer names anyone.", keptFor: GST_YEARS },
  },
  {
    kind: "giftCards",
    title: "Gift cards",
    keys: [{ pk: "GIFTCARD#" }],
    entities: ["giftCard", "giftCardEntry", "giftCardRef"],
    holds: "A card's recipient (name and e-mail), the giver's name and message, its value and every spend; the code only as a hash.",
    foundBy: "Filed under the card, not an account: the recipient's e-mail is on the card item.",
    exported: { notExported: "A card belongs to whoever holds its code, not to an account: its balance is on the gift card balance page, and what it paid for is in the orders it paid." },
    erasure: {
      how: "kept",
      why: "A gift card is money the shop owes whoever holds its code until it is spent or runs out; its recipient is how it was delivered, and its ledger is the shop's account of a liability.",
      keptFor: "the card's life and then 8 years",
    },
  },
  {
    kind: "giftCardPurchases",
    title: "Gift cards you bought",
    keys: [{ pk: "GIFTPURCHASE#", sk: "PURCHASE" }],
    entities: ["giftCardPurchase"],
    holds: "Each card's amount, its recipient (name and e-mail), the giver's name and message you wrote, the day it was sent and the Razorpay payment reference.",
    foundBy: "gsi2 GIFTPURCHASES#<her id>.",
    exported: {
      section: "giftCardsBought",
      read: async ({ repos, user }) =>
        (await giftCardPurchases(repos.db).ofBuyer(user.id)).map((p) => ({ amount: rupees(p.amountPaise), recipient: p.recipient, from: p.from, message: p.message, deliverOn: p.deliverOn, status: p.status, createdAt: p.createdAt, paidAt: p.paidAt })),
    },
    erasure: {
      how: "kept",
      why: "A gift card sale is money the shop received and owes until the card is spent: its accounts keep the sale, as they keep payments. A purchase never paid is deleted 30 days after it was started.",
      keptFor: GST_YEARS,
    },
  },
  {
    kind: "whatsappConsent",
    title: "WhatsApp choices",
    keys: [{ pk: "USER#", sk: "WHATSAPP" }],
    entities: ["whatsappConsent"],
    holds: "Her WhatsApp number and language, whether she wants order updates and offers there, and every choice she made: the words, when, and where.",
    foundBy: "USER#<her id> / WHATSAPP.",
    exported: { section: "whatsapp", read: async ({ repos, user }) => (await import("../../data/whatsapp-consent.js")).whatsappConsents(repos.db).get(user.id) },
    erasure: { how: "deleted" },
  },
  {
    kind: "whatsappMessages",
    title: "WhatsApp messages",
    keys: [{ pk: "ORDER#", sk: "WAMSG#" }, { pk: "WAMID#", sk: "LINK" }],
    entities: ["whatsappMessage", "whatsappMessageLink"],
    holds: "The number each order update went to on WhatsApp, which update it was, and what WhatsApp said of it (sent, delivered, read, failed).",
    foundBy: "ORDER#<each of her orders> / WAMSG#…; the links by each message's id.",
    exported: {
      section: "whatsappMessages",
      read: async ({ repos, orders }) => {
        const { whatsappMessages } = await import("../../data/whatsapp-messages.js");
        return (await Promise.all(orders.map((order) => whatsappMessages(repos.db).ofOrder(order.id)))).flat().map((m) => ({ order: orderNumber(m.orderId), update: m.template, to: m.to, status: m.status, at: m.updatedAt }));
      },
    },
    erasure: { how: "deleted", step: deleteWhatsAppMessages },
  },
  {
    kind: "backInStock",
    title: "Back-in-stock alerts",
    keys: [{ pk: "BACKINSTOCK#", sk: "REQUEST" }],
    entities: ["backInStock"],
    holds: "Her e-mail (and account id) waiting for a size to come back.",
    foundBy: "gsi2 ALERTS#<her e-mail>.",
    exported: {
      section: "backInStockAlerts",
      read: async ({ repos, user }) => (await herBackInStockRequests(repos, user)).map((r) => ({ product: r.productId, size: r.size, email: r.email, status: r.status, askedAt: r.createdAt, ...(r.notifiedAt ? { toldAt: r.notifiedAt } : {}) })),
    },
    erasure: { how: "deleted", step: deleteBackInStockRequests },
  },
  {
    kind: "reviews",
    title: "Reviews",
    keys: [{ pk: "REVIEW#", sk: "REVIEW" }],
    entities: ["review"],
    holds: "Her first name and initial, her review, its photos and the size she bought.",
    foundBy: "The reviews' list, by her account id.",
    exported: {
      section: "reviews",
      read: async ({ repos, user }) => (await herReviews(repos, user)).map((r) => ({ product: r.productName, stars: r.stars, title: r.title, text: r.text, fit: r.fit, size: r.size, photos: r.photos, shownAs: r.author, status: r.status, createdAt: r.createdAt })),
    },
    erasure: { how: "anonymised", keeps: "The review's words, stars and photos stay on the product page, signed \"A shopper\".", why: "Other shoppers rely on reviews; the shop keeps them without your name.", keptFor: "As long as the product is sold", step: anonymiseReviews },
  },
  {
    kind: "reviewVotes",
    title: "Helpful votes",
    keys: [{ pk: "REVIEW#", sk: "VOTE#" }],
    entities: ["reviewVote"],
    holds: "Her account id beside a review she found helpful.",
    foundBy: "Not filed under her account (kept beside each review).",
    exported: { notExported: "Only a mark that one account voted once; it names no one." },
    erasure: { how: "kept", why: "Keeps a vote from counting twice; the account number it holds names no one once the account is closed.", keptFor: "As long as the review" },
  },
  {
    kind: "discountUses",
    title: "Discount code uses",
    keys: [{ pk: "DISCOUNT#", sk: "CUSTOMER#" }],
    entities: ["discount-use"],
    holds: "Her account id and how many times she used a code.",
    foundBy: "Not filed under her account (kept beside each code).",
    exported: { notExported: "The codes she used show on her orders." },
    erasure: { how: "kept", why: "Keeps a code's per-shopper limit; the account number it holds names no one once the account is closed.", keptFor: "As long as the code" },
  },
  {
    kind: "accountLinks",
    title: "E-mailed links",
    keys: [{ pk: "ACCOUNT_LINK#", sk: "ACCOUNT_LINK" }],
    entities: ["account-link"],
    holds: "Her account id and a hash of a password-reset, sign-up or verification link's secret.",
    foundBy: "ACCOUNT_LINK#<kind>#<her id>.",
    exported: { notExported: "Holds only a scrambled secret of a link, deleted when used or within hours." },
    erasure: { how: "deleted" },
  },
  {
    kind: "pendingSignups",
    title: "Sign-ups waiting for their link",
    keys: [{ pk: "SIGNUP#", sk: "SIGNUP" }],
    entities: ["pending-signup"],
    holds: "The name, e-mail and password hash of a sign-up whose e-mailed link is not yet opened.",
    foundBy: "Not filed under an account (there is none yet).",
    exported: { notExported: "It exists only before the account does." },
    erasure: { how: "lapses", after: "48 hours", why: "Becomes the account when the link is opened, or is dropped." },
  },
  {
    kind: "sessions",
    title: "Signed-in devices",
    keys: [{ pk: "SESSION#", sk: "SESSION" }],
    entities: ["session"],
    holds: "Her account id and when a device signed in.",
    foundBy: "Not filed under her account (keyed by the device's token).",
    exported: { notExported: "Sign-ins are not filed under the account; each ends with the account." },
    erasure: { how: "lapses", after: "30 days", why: "Each stops working the moment the account is closed, and deletes itself when it would have expired." },
  },
  {
    kind: "loginThrottle",
    title: "Failed sign-in counts",
    keys: [{ pk: "THROTTLE#", sk: "THROTTLE" }],
    entities: ["throttle"],
    holds: "Her e-mail or network address beside a count of failed sign-ins.",
    foundBy: "Not filed under her account (keyed by e-mail and address).",
    exported: { notExported: "A count that protects the account and deletes itself within a day." },
    erasure: { how: "lapses", after: "1 day", why: "Security: slows down anyone guessing passwords." },
  },
  {
    kind: "signInCodes",
    title: "Sign-in codes",
    keys: [{ pk: "PHONECODE#", sk: "CODE" }, { pk: "PHONECODE#", sk: "SIGNUP" }],
    entities: ["sign-in-code", "sign-up-pass"],
    holds: "A mobile number a sign-in code was asked for, when, how it was sent, and the code only as a keyed hash; after a right code for a new number, the hash of the pass that makes its account (15 minutes).",
    foundBy: "PHONECODE#<her sign-in number> / CODE and / SIGNUP.",
    exported: { notExported: "A code's hash that works for 5 minutes and deletes itself within a day." },
    erasure: { how: "deleted" },
  },
  {
    kind: "mailSuppressions",
    title: "E-mail we no longer send you",
    keys: [{ pk: "SUPPRESSED#", sk: "SUPPRESSED" }],
    entities: ["mailSuppression"],
    holds: "A one-way hash of an address whose mail bounced for good or was reported as spam, why and when; never the address itself.",
    foundBy: "SUPPRESSED#<the hash of her e-mail>.",
    exported: {
      section: "emailStopped",
      read: async ({ repos, user }) => {
        const stopped = await mailSuppressions(repos.db).get(user.email);
        return stopped ? [{ reason: stopped.reason === "complaint" ? "You reported our e-mail as spam" : "Our e-mail to you could not be delivered", since: stopped.at }] : [];
      },
    },
    erasure: {
      how: "kept",
      why: "Stops the shop mailing an address that bounced or asked not to be mailed, as Amazon SES requires of senders; it holds only a hash that names no one.",
      keptFor: "As long as the shop sends e-mail",
    },
  },
  {
    kind: "outbox",
    title: "E-mails to send",
    keys: [{ pk: "OUTBOX#", sk: "OUTBOX" }],
    entities: ["outbox"],
    holds: "Her account or order id, and for the closing e-mail her address and first name, until it is sent.",
    foundBy: "Not filed under her account (keyed by message).",
    exported: { notExported: "The e-mails themselves reached you; the queue forgets them." },
    erasure: { how: "lapses", after: "30 days after sending", why: "Proves an e-mail went out once, not twice." },
  },
  {
    kind: "events",
    title: "The staff's live feed",
    keys: [{ pk: "EVENT" }],
    entities: ["event"],
    holds: "A line such as \"Asha Rao registered\" on the staff's dashboard.",
    foundBy: "Not filed under her account.",
    exported: { notExported: "A few days' feed for the people who run the shop." },
    erasure: { how: "lapses", after: "3 days", why: "The dashboard's recent activity." },
  },
  {
    kind: "auditLog",
    title: "The staff's audit log",
    keys: [{ pk: "AUDIT" }],
    entities: ["audit"],
    holds: "What staff changed on her account or credit, with the values before and after.",
    foundBy: "The log's entries whose subject is her account.",
    exported: { notExported: "The staff's record of their own actions; ask the Grievance Officer for the entries about you." },
    erasure: { how: "kept", why: "The record of who changed what in the shop's accounts, kept with the accounts it explains (and at least a year, as the DPDP Rules ask of logs).", keptFor: GST_YEARS },
  },
  {
    kind: "approvals",
    title: "Refunds and credit the owner approved",
    keys: [{ pk: "APPROVAL#", sk: "APPROVAL" }, { pk: "APPROVAL_OPEN#", sk: "OPEN" }],
    entities: ["approval", "approvalOpen"],
    holds: "Her account id and a summary of a payout to her that needed the owner's approval.",
    foundBy: "Not filed under her account.",
    exported: { notExported: "The payouts themselves show on her orders, returns and store credit." },
    erasure: { how: "kept", why: "The owner's decisions on payouts, part of the shop's accounts.", keptFor: GST_YEARS },
  },
];

export const NO_PERSONAL_DATA: readonly NoPersonalDataKind[] = [
  { kind: "products", keys: [{ pk: "PRODUCT#", sk: "PRODUCT" }, { pk: "PRODUCT#", sk: "REMOVED" }, { pk: "PRODUCT#", sk: "LEVEL#" }, { pk: "PRODUCT#", sk: "REVIEW_SUMMARY" }], entities: ["product", "productRemoved", "stockLevel", "reviewSummary"], none: "The catalogue, its stock and its review sums." },
  { kind: "stockMovements", keys: [{ pk: "PRODUCT#", sk: "MOVEMENT#" }], entities: ["stockMovement"], none: "Pieces in and out, signed by staff or a system step." },
  { kind: "subcategories", keys: [{ pk: "SUBCATEGORY#" }, { pk: "UNIQUE#SUBCATEGORY#", sk: "UNIQUE" }], entities: ["subcategory", "subcategory-uses"], none: "The catalogue's sections." },
  { kind: "holds", keys: [{ pk: "ORDER#", sk: "HOLD" }], entities: ["hold"], none: "When a checkout's pieces go back; ids only." },
  { kind: "settlements", keys: [{ pk: "ORDER#", sk: "SETTLEMENT" }], entities: ["settlement"], none: "Sums given back per order, signed by staff." },
  { kind: "fitEvidence", keys: [{ pk: "PRODUCT#", sk: "FIT" }, { pk: "FIT_GROUPS" }], entities: ["productFit", "subcategoryFit"], none: "Counts of pieces kept, returned and exchanged per size, and reviews' fit answers, per product and subcategory; never who." },
  { kind: "fitKeptMarkers", keys: [{ pk: "ORDER#", sk: "FIT_KEPT" }], entities: ["fitKeptMarker"], none: "When an order's kept pieces were counted into the fit evidence; a date only." },
  { kind: "reviewRequests", keys: [{ pk: "ORDER#", sk: "REVIEW_REQUEST" }], entities: ["reviewRequest"], none: "When an order's review e-mail went out; a date only." },
  { kind: "returnRequestCounts", keys: [{ pk: "ORDER#", sk: "RETURN_REQUESTS" }], entities: ["returnRequests"], none: "How many returns an order has had; a number only." },
  { kind: "razorpayLinks", keys: [{ pk: "RZP_ORDER#", sk: "LINK" }], entities: ["razorpay-link"], none: "Joins a Razorpay order to ours; ids only." },
  { kind: "courierReferences", keys: [{ pk: "COURIERREF#", sk: "COURIERREF" }], entities: ["courierReference"], none: "Joins the courier's name for an order to ours; ids only." },
  { kind: "discounts", keys: [{ pk: "DISCOUNT#", sk: "DISCOUNT" }, { pk: "DISCOUNT#", sk: "DISCOUNT#USE#" }], entities: ["discount"], none: "The codes and their counts." },
  { kind: "waitlists", keys: [{ pk: "WAITLIST#", sk: "WAITLIST" }], entities: ["waitlist"], none: "How many wait for each size; numbers only." },
  { kind: "sales", keys: [{ pk: "SALES#" }, { pk: "SALES_DAYS" }], entities: ["sales", "sales-day"], none: "Daily totals." },
  { kind: "counters", keys: [{ pk: "COUNTER" }, { pk: "USER_GROUP_COUNT" }], entities: [], none: "Totals, and accounts counted per role and activity." },
  { kind: "documentSeries", keys: [{ pk: "DOCUMENT_SERIES" }], entities: ["document-series"], none: "The last invoice and credit note numbers." },
  { kind: "settings", keys: [{ pk: "SETTINGS" }], entities: ["settings", "setting"], none: "The shop's settings." },
  { kind: "searchIndex", keys: [{ pk: "SEARCHINDEX" }, { pk: "SEARCHINDEX#" }], entities: ["searchIndex"], none: "The catalogue's search index." },
  { kind: "serviceability", keys: [{ pk: "SERVICEABILITY#", sk: "SERVICEABILITY" }], entities: ["serviceability"], none: "Which PIN codes a courier serves, linked to no one." },
  { kind: "giftCardCodes", keys: [{ pk: "GIFTCODE#", sk: "CODE" }, { pk: "GIFTCARDS", sk: "TOTALS" }, { pk: "GIFTCARD_ISSUE#", sk: "ISSUE" }], entities: ["giftCardCode", "giftCardTotals", "giftCardIssue"], none: "A code's hash and its card id, the shop's gift card totals, and the owner's once-only marks: ids and sums only." },
  { kind: "giftCardPurchaseLinks", keys: [{ pk: "RZPGIFT#", sk: "LINK" }], entities: ["giftCardPurchaseLink"], none: "A Razorpay order id and the gift card purchase it pays for: ids only." },
  { kind: "whatsappTemplates", keys: [{ pk: "WHATSAPP", sk: "TEMPLATES" }], entities: ["whatsappTemplates"], none: "What Meta last said of each of the shop's WhatsApp templates." },
  { kind: "dedupe", keys: [{ pk: "DEDUPE#", sk: "DEDUPE" }], entities: ["dedupe"], none: "Webhook and request ids seen; ids only." },
  { kind: "staffDays", keys: [{ pk: "STAFFDAY#" }], entities: ["staffDay"], none: "A member of staff's payouts per day: about staff, not shoppers." },
  { kind: "exports", keys: [{ pk: "EXPORT_JOB#", sk: "JOB" }, { pk: "EXPORT_LIMIT#" }], entities: ["export-job", "export-limit", "export-day"], none: "The staff's accountant exports: about staff, not shoppers." },
];

/** The kind an item of the table is, by its keys; undefined when the registry does not know it. */
export function kindOfItem(item: { pk?: unknown; sk?: unknown }): PersonalDataKind | NoPersonalDataKind | undefined {
  const pk = String(item.pk);
  const sk = String(item.sk);
  const all: ReadonlyArray<PersonalDataKind | NoPersonalDataKind> = [...PERSONAL_DATA, ...NO_PERSONAL_DATA];
  // The most specific shape wins: ORDER# / INVOICE before a bare ORDER# would.
  const matches = all.flatMap((kind) => kind.keys.filter((shape) => shapeMatches(shape, pk, sk)).map((shape) => ({ kind, weight: shape.pk.length + (shape.sk?.length ?? 0) })));
  return matches.sort((a, b) => b.weight - a.weight)[0]?.kind;
}

export const isPersonal = (kind: PersonalDataKind | NoPersonalDataKind): kind is PersonalDataKind => "holds" in kind;

/** Everything the export reads, section by section, for one shopper. */
export async function exportSections(context: ExportContext): Promise<Record<string, unknown>> {
  const read = await Promise.all(PERSONAL_DATA.flatMap(({ exported }) => ("section" in exported ? [exported.read(context).then((data) => [exported.section, data] as const)] : [])));
  return Object.fromEntries(read);
}
