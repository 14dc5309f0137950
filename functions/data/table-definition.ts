// The one definition of the shop's DynamoDB table, owned by the code that reads and writes it. The
// local bootstrap (infra/local) and the cloud stack (infra/cloud) both build their table from it.
//
// Item keys (single-table design):
//   PRODUCT#<id> / PRODUCT         gsi1: PRODUCT / <createdAt>#<id>          (catalogue, newest first)
//                                  gsi2: PRODUCT_CHANGES / <changedAt>#<id>  (moved by every write: a warm copy reads what changed)
//   PRODUCT#<id> / REMOVED         gsi2: PRODUCT_CHANGES / <removedAt>#<id>  (a deleted product's mark; TTL a day)
//   PRODUCT#<id> / LEVEL#<size>    gsi4: STOCK_LEVEL#<shard> / <pieces available> (number; only while the product is active)
//   SUBCATEGORY#<id> / SUBCATEGORY gsi1: SUBCATEGORY / <category>#<id>           (a shop has tens: sorted by sortOrder in memory)
//   SUBCATEGORY#<id> / PRODUCT_WRITES  (bumped by product saves, so a subcategory delete or rename sees no save slipped in)
//   USER#<id> / USER               gsi1: USER / <createdAt>#<id>
//   USER#<id> / CART, USER#<id> / WISHLIST  (a signed-in shopper's lists, saved over the version read)
//   USER#<id> / OPEN_CHECKOUTS     (her checkouts holding pieces and their pieces, taken within the caps)
//   ORDER#<id> / ORDER             gsi1: ORDER / <createdAt>#<id>            gsi2: USER_ORDERS#<userId> / <createdAt>#<id>
//                                  gsi3: ORDER_STATUS#<paid|unpaid>#<status> / <createdAt>#<id>  (the admin's list by status)
//                                  (gsi1: UNPAID_ORDER / <createdAt>#<id> until paid: unpaid checkouts)
//   PAYMENT#<id> / PAYMENT         gsi1: PAYMENT / <createdAt>#<id>          gsi2: RZP_ORDER#<razorpayOrderId> / PAYMENT
//   RZP_ORDER#<razorpayOrderId> / LINK  (our order and payment for a Razorpay order; consistent reads)
//   UNIQUE#EMAIL#<email> / UNIQUE  (e-mail uniqueness marker, written in the user's transaction)
//   UNIQUE#SUBCATEGORY#<cat>#<name> / UNIQUE
//   ORDER#<id> / HOLD              gsi1: HOLD / <lapsesAt>#<orderId>        (a pending order's stock hold, while held; TTL long after)
//   DISCOUNT#<CODE> / DISCOUNT     gsi1: DISCOUNT / <createdAt>#<CODE>       (a discount code, its taken and used counts)
//   DISCOUNT#<CODE> / CUSTOMER#<userId>  (one shopper's uses of a code)
//   SALES#<YYYY-MM> / <date>#TOTAL#<shard>, <date>#PRODUCT#<id>#<shard>  (daily sales in the shop's time zone)
//   COUNTER / <name>               (totals kept in the same transaction as the writes they count)
//   COUNTER / <name>#<shard>       (hot totals: users, orders, paidOrders, revenuePaise, payments; summed on read)
//   COUNTER / STATUS#<paid|unpaid>#<status>#<shard>  (orders per shelf and status, moved with each status change)
//   EVENT / <at>#<id>              (admin events feed; TTL)
//   AUDIT / <at>#<id>              (the admin audit log: who changed what, before and after; kept)
//   STAFFDAY#<adminId> / <yyyy-mm-dd>  (what one member of staff paid out that day, India time; moved with each payout; TTL 90 days)
//   APPROVAL#<id> / APPROVAL       gsi1: APPROVALS#<pending|decided> / <requestedAt>#<id>  (a payout over a day's limit, for the owner)
//   APPROVAL_OPEN#<fingerprint> / OPEN  (the one open request of a call: the same call asked twice is one request)
//   THROTTLE#<key> / THROTTLE      (failed-login throttling; TTL)
//   DEDUPE#<scope>#<id> / DEDUPE   (webhook event ids, idempotency keys; TTL)
//   ORDER#<id> / INVOICE           gsi1: TAX_DOCUMENT / <issuedAt>#<number>  (the order's GST tax invoice, frozen when issued)
//   ORDER#<id> / CREDIT_NOTE#<refundId>  gsi1: TAX_DOCUMENT / <issuedAt>#<number>  (one credit note per refund)
//   DOCUMENT_SERIES / <invoice|credit-note>#<financial year>  (last number used, bumped with each document)
//   DOCUMENT_PDF#<orderId> / INVOICE | CREDIT_NOTE#<refundId>  (where the PDF as e-mailed is kept: its object key, size, SHA-256)
//   GIFTCARD#<id> / CARD            gsi1: GIFTCARD / <issuedAt>#<id>        (a gift card: balance, term, recipient; issue 45)
//   GIFTCARD#<id> / ENTRY#<at>#<id>, REF#<kind>#<ref>  (its ledger, and each movement's once-only marker)
//   GIFTCODE#<sha256 of code> / CODE  (finds a card by its code; the code itself is never stored)
//   GIFTCARDS / TOTALS              (issued, redeemed, expired, voided: moved with every movement)
//   GIFTCARD_ISSUE#<key> / ISSUE    (an owner's issue asked with an idempotency key: issued once)
//   OUTBOX#<id> / OUTBOX           gsi1: OUTBOX or OUTBOX#WAITING / <dueAt>#<id> while due  (what follows a state change; TTL once sent;
//                                  a sign-up or reset link someone waits on in OUTBOX#WAITING, sent first)

export const TABLE_DEFINITION = {
  /** Name used locally; the cloud table gets its name from SST. */
  localName: "shop",
  attributes: {
    pk: "string",
    sk: "string",
    gsi1pk: "string",
    gsi1sk: "string",
    gsi2pk: "string",
    gsi2sk: "string",
    gsi3pk: "string",
    gsi3sk: "string",
    gsi4pk: "string",
    gsi4sk: "number",
  },
  primaryIndex: { hashKey: "pk", rangeKey: "sk" },
  globalIndexes: {
    gsi1: { hashKey: "gsi1pk", rangeKey: "gsi1sk" },
    gsi2: { hashKey: "gsi2pk", rangeKey: "gsi2sk" },
    /** Orders by shelf and status: ORDER_STATUS#<paid|unpaid>#<status> / <createdAt>#<id>. */
    gsi3: { hashKey: "gsi3pk", rangeKey: "gsi3sk" },
    /** Stock levels of active products' sizes, by pieces left (a number): the low-stock panel. */
    gsi4: { hashKey: "gsi4pk", rangeKey: "gsi4sk" },
  },
  ttlAttribute: "expiresAt",
} as const;

export type IndexName = keyof typeof TABLE_DEFINITION.globalIndexes;
