// What must hold in the table whatever happened to the requests that wrote it (a database that
// went away mid-write, a killed server, fifty shoppers at once): every transaction landed whole
// or not at all. Counters equal what they count, every account owns its e-mail, every order has
// its payment and Razorpay link and agrees with it, stock fell exactly by what was paid for, and
// each product's stock equals a replay of its movements.
import { ScanCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { ReturnRecord } from "@functions/data/returns.js";
import { OPEN_RETURN_STATES } from "@shared/returns.js";
import { PAID_ORDERS, statusPartition, toOrder, UNPAID_CHECKOUTS, type OrderRecord } from "@functions/data/orders.js";
import { toPayment, type PaymentRecord } from "@functions/data/payments.js";
import { replayed, type StoredMovement } from "@functions/data/stock-movements.js";
import { auditDiscountCodes } from "./discount-audit.js";
import { auditOpenCheckouts } from "./open-checkouts-audit.js";
import { auditSettlements } from "./settlement-audit.js";
import { replayMovements } from "./stock-replay.js";
import { auditUserGroups } from "./user-group-audit.js";

export type Item = Record<string, unknown>;

export async function scanTable(doc: DynamoDBDocumentClient, tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface AuditResult {
  problems: string[];
  orders: OrderRecord[];
  payments: PaymentRecord[];
  /** Stock by product id. */
  stock: Map<string, number>;
  counters: Map<string, number>;
}

const isEntity = (entity: string) => (item: Item) => item.entity === entity;

/**
 * Checks the invariants over a scan of the whole table. `initialStock` names products whose
 * stock must equal their starting stock less what paid orders took (no refunds in between).
 */
export function auditTable(items: readonly Item[], options: { initialStock?: ReadonlyMap<string, number> } = {}): AuditResult {
  const problems: string[] = [];
  const users = items.filter(isEntity("user"));
  const products = items.filter(isEntity("product"));
  const subcategories = items.filter(isEntity("subcategory"));
  // Read as the shop reads them, so an order or payment stored in rupees before paise counts too.
  const orders = items.filter(isEntity("order")).map(toOrder);
  const payments = items.filter(isEntity("payment")).map(toPayment);
  // Sharded counters are items "<name>#<shard>": their total is the sum.
  const counters = new Map<string, number>();
  for (const item of items.filter((entry) => entry.pk === "COUNTER")) {
    const name = String(item.sk).split("#")[0]!;
    counters.set(name, (counters.get(name) ?? 0) + Number(item.value ?? 0));
  }
  const counter = (name: string) => counters.get(name) ?? 0;

  const expectCount = (name: string, actual: number) => {
    if (counter(name) !== actual) problems.push(`counter ${name} is ${counter(name)} but the table holds ${actual}`);
  };
  expectCount("users", users.length);
  // The counter counts active owners: "admin" is an owner stored before roles (issue 23).
  expectCount("activeAdmins", users.filter((u) => (u.role === "admin" || u.role === "owner") && u.isActive === true).length);
  expectCount("products", products.length);
  expectCount("activeProducts", products.filter((p) => p.isActive === true).length);
  // A listing's total on a cold process (issue 29): active products per lower-case category and subcategory name.
  const listed = new Map<string, number>();
  for (const product of products.filter((p) => p.isActive === true)) {
    for (const name of new Set([product.category, product.subcategory].map((value) => String(value ?? "").trim().toLowerCase()).filter(Boolean))) listed.set(name, (listed.get(name) ?? 0) + 1);
  }
  const listedKept = new Map<string, number>();
  for (const item of items.filter((entry) => entry.pk === "COUNTER" && String(entry.sk).startsWith("LISTED#"))) {
    const name = String(item.sk).slice("LISTED#".length);
    listedKept.set(name, (listedKept.get(name) ?? 0) + Number(item.value ?? 0));
  }
  for (const name of new Set([...listed.keys(), ...listedKept.keys()])) {
    if ((listed.get(name) ?? 0) !== (listedKept.get(name) ?? 0)) problems.push(`listed count ${name} is ${listedKept.get(name) ?? 0} but ${listed.get(name) ?? 0} active products are listed under it`);
  }
  expectCount("subcategories", subcategories.length);
  expectCount("orders", orders.length);
  expectCount("payments", payments.length);
  expectCount("paidOrders", orders.filter((o) => o.isPaid).length);
  // A paid order is listed with the orders, a checkout never paid with the unpaid ones (issue 22).
  for (const item of items.filter(isEntity("order"))) {
    const shelf = item.isPaid === true ? PAID_ORDERS : UNPAID_CHECKOUTS;
    if (item.gsi1pk !== shelf) problems.push(`order ${String(item.id)} (${item.isPaid === true ? "paid" : "unpaid"}) is listed under ${String(item.gsi1pk)}`);
  }
  // Revenue is what paid orders brought in less what was refunded of them. Money given back for a
  // checkout that never became an order (sold out while paying, cancelled or deleted before the
  // payment landed) was never revenue.
  const paidOrderIds = new Set(orders.filter((o) => o.isPaid).map((o) => o.id));
  // An exchange's order (issue 25) is paid by the returned pieces: no money, no revenue. An order
  // store credit paid in full has no payment: its cancellation's refund went back to credit.
  const revenue =
    orders.filter((o) => o.isPaid && !o.exchangeOf).reduce((sum, o) => sum + o.totalPaise, 0) -
    payments.filter((p) => paidOrderIds.has(p.orderId)).reduce((sum, p) => sum + p.amountRefundedPaise + p.refunds.reduce((credit, r) => credit + (r.storeCreditPaise ?? 0), 0), 0) -
    orders.filter((o) => o.isPaid && !o.paymentId).reduce((sum, o) => sum + (o.cancellation?.refundPaise ?? 0), 0);
  expectCount("revenuePaise", revenue);
  problems.push(...auditDiscountCodes(items, orders));
  problems.push(...auditOpenCheckouts(items, orders));
  problems.push(...auditSettlements(items, orders, payments));
  problems.push(...auditUserGroups(items));

  // Every account owns its e-mail's marker, and every marker belongs to an account; one made with
  // a mobile alone (issue 44) claims no e-mail, and owns its number's marker instead.
  const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  for (const user of users) {
    if (user.phoneAccount) {
      const marker = byKey.get(`UNIQUE#PHONE#${String(user.signInPhone)}|UNIQUE`);
      if (!marker || marker.userId !== user.id) problems.push(`phone account ${String(user.id)} does not hold its number's marker`);
      continue;
    }
    const marker = byKey.get(`UNIQUE#EMAIL#${String(user.email)}|UNIQUE`);
    if (!marker || marker.userId !== user.id) problems.push(`user ${String(user.id)} (${String(user.email)}) has no e-mail marker`);
  }
  const userIds = new Set(users.map((u) => u.id));
  for (const marker of items.filter((item) => String(item.pk).startsWith("UNIQUE#EMAIL#"))) {
    if (!userIds.has(marker.userId)) problems.push(`e-mail marker ${String(marker.pk)} points at no account`);
  }

  // Measurement books (issue 26): an account's own, within the cap, each profile once.
  for (const book of items.filter(isEntity("measurementBook"))) {
    const profiles = (book.profiles as Array<{ id: string }> | undefined) ?? [];
    if (!userIds.has(book.userId)) problems.push(`measurement book ${String(book.pk)} belongs to no account`);
    if (profiles.length > 10) problems.push(`measurement book of ${String(book.userId)} holds ${profiles.length} profiles`);
    if (new Set(profiles.map((p) => p.id)).size !== profiles.length) problems.push(`measurement book of ${String(book.userId)} repeats a profile`);
  }

  // Orders, payments and the Razorpay links agree, pairwise.
  const paymentsById = new Map(payments.map((p) => [p.id, p]));
  const ordersById = new Map(orders.map((o) => [o.id, o]));
  const returns = items.filter(isEntity("return")) as unknown as ReturnRecord[];
  for (const order of orders) {
    if (order.exchangeOf) {
      // Paid by its return, which names it back.
      const ret = returns.find((r) => r.id === order.exchangeOf!.returnId);
      if (ret?.exchangeOrderId !== order.id || ret.orderId !== order.exchangeOf.orderId) problems.push(`exchange order ${order.id} has no return naming it`);
      continue;
    }
    const payment = order.paymentId ? paymentsById.get(order.paymentId) : undefined;
    // Paid wholly with store credit: confirmed at once, no Razorpay order or payment behind it.
    if (!order.paymentId && order.storeCreditPaise === order.totalPaise) {
      if (!order.isPaid || order.razorpayOrderId) problems.push(`order ${order.id} paid by store credit is isPaid=${order.isPaid} with Razorpay order ${String(order.razorpayOrderId)}`);
      // Its cancellation gives credit back, all of it, never more than was paid, with the lines its credit note credits.
      const c = order.cancellation;
      if (c && (order.status !== "cancelled" || c.storeCreditPaise !== c.refundPaise || c.refundPaise + c.feePaise !== order.totalPaise || c.lines?.reduce((sum, l) => sum + l.amountPaise, 0) !== c.refundPaise)) {
        problems.push(`order ${order.id} paid by store credit is cancelled for ${c.refundPaise} paise, ${c.storeCreditPaise ?? 0} to credit, of ${order.totalPaise}`);
      }
      if (!c && order.status === "cancelled") problems.push(`order ${order.id} paid by store credit is cancelled with no refund`);
      continue;
    }
    if (payment && payment.amountPaise + (order.storeCreditPaise ?? 0) !== order.totalPaise) {
      problems.push(`order ${order.id} totals ${order.totalPaise} but its payment is ${payment.amountPaise} and its store credit ${order.storeCreditPaise ?? 0}`);
    }
    if (!payment) {
      // Held, then the write storing its Razorpay order and payment never landed (DynamoDB away,
      // the process killed): an unpaid checkout no payment can reach, released like any other.
      const neverOpened = !order.paymentId && !order.razorpayOrderId && !order.isPaid;
      if (!neverOpened) problems.push(`order ${order.id} has no payment`);
      continue;
    }
    if (payment.orderId !== order.id) problems.push(`payment ${payment.id} names order ${payment.orderId}, not ${order.id}`);
    const link = byKey.get(`RZP_ORDER#${String(order.razorpayOrderId)}|LINK`);
    if (!link || link.orderId !== order.id || link.paymentId !== payment.id) problems.push(`order ${order.id} has no Razorpay link`);
    const settled = payment.status === "completed" || payment.status === "refunded";
    // A payment that arrived after its pieces went to someone else is refunded in full and its
    // checkout cancelled: refunded, never paid.
    const refundedUnsold = !order.isPaid && order.status === "cancelled" && payment.status === "refunded" && payment.amountRefundedPaise === payment.amountPaise;
    if (order.isPaid !== settled && !refundedUnsold) problems.push(`order ${order.id} isPaid=${order.isPaid} but its payment is ${payment.status}`);
    if (refundedUnsold && !payment.razorpayPaymentId) problems.push(`order ${order.id} was refunded without a Razorpay payment`);
    if (order.isPaid && !payment.razorpayPaymentId) problems.push(`paid order ${order.id} records no Razorpay payment`);
    // A paid order cancelled before dispatch (issue 25) stays paid: its cancellation names a refund
    // on its payment of exactly the amount it records.
    const cancellation = order.cancellation;
    const cancellationRefund = cancellation && payment.refunds.find((refund) => refund.id === cancellation.refundId);
    if (cancellation && (!cancellationRefund || cancellationRefund.amountPaise !== cancellation.refundPaise || order.status !== "cancelled")) {
      problems.push(`order ${order.id} is cancelled for ${cancellation.refundPaise} paise but its payment has no such refund`);
    }
    // Paid is the card's part and the store credit's together.
    if (cancellation && cancellation.refundPaise + cancellation.feePaise > payment.amountPaise + (order.storeCreditPaise ?? 0)) problems.push(`order ${order.id} refunds and keeps more than was paid`);
    const paidAndCancelled = order.isPaid && order.status === "cancelled" && cancellationRefund !== undefined;
    if (!paidAndCancelled && order.isPaid !== (order.status !== "pending" && order.status !== "cancelled")) {
      problems.push(`order ${order.id} isPaid=${order.isPaid} with status ${order.status}`);
    }
  }
  for (const payment of payments) {
    if (!ordersById.has(payment.orderId) && payment.status !== "refunded") problems.push(`payment ${payment.id} has no order`);
  }

  // Stock never below zero in any size, the total is the sizes' sum, and it fell by exactly what
  // paid orders took and pending orders hold.
  const stock = new Map(products.map((p) => [String(p.id), Number(p.stock)]));
  for (const product of products) {
    const bySize = (product.stockBySize ?? {}) as Record<string, number>;
    const sum = Object.values(bySize).reduce((total, pieces) => total + pieces, 0);
    if (product.stockBySize && sum !== Number(product.stock)) problems.push(`product ${String(product.id)} has stock ${String(product.stock)} but its sizes add up to ${sum}`);
    for (const [size, pieces] of Object.entries(bySize)) if (pieces < 0) problems.push(`product ${String(product.id)} has ${pieces} in size ${size}`);
  }
  for (const [id, units] of stock) if (units < 0) problems.push(`product ${id} has stock ${units}`);
  const holds = items.filter((item) => item.sk === "HOLD");
  for (const order of orders) {
    const held = order.hold?.status === "held";
    if (held !== holds.some((hold) => hold.orderId === order.id)) problems.push(`order ${order.id} hold is ${order.hold?.status ?? "none"} but its hold item ${held ? "is missing" : "remains"}`);
  }
  // Per size, on hand (available + held) and held equal a replay of the product's stock movements,
  // and held is what its open checkouts hold (issue 22).
  const movements = new Map<string, StoredMovement[]>();
  const inKeyOrder = items.filter(isEntity("stockMovement")).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
  for (const item of inKeyOrder) {
    const movement = item as unknown as StoredMovement;
    movements.set(movement.productId, [...(movements.get(movement.productId) ?? []), movement]);
  }
  const heldByOrders = new Map<string, number>();
  for (const order of orders.filter((o) => o.hold?.status === "held" && o.hold.countedAsHeld)) {
    for (const line of order.orderItems) heldByOrders.set(`${line.product}|${line.size}`, (heldByOrders.get(`${line.product}|${line.size}`) ?? 0) + line.quantity);
  }
  // And what open exchanges hold of their new sizes (issue 25).
  for (const ret of returns.filter((r) => r.exchangeHold === "held")) {
    for (const item of ret.items.filter((i) => i.exchangeSize)) heldByOrders.set(`${item.product}|${item.exchangeSize}`, (heldByOrders.get(`${item.product}|${item.exchangeSize}`) ?? 0) + item.quantity);
  }
  // Return counters: those still the shop's work, and those that stand (the return rate's numerator).
  expectCount("openReturns", returns.filter((r) => OPEN_RETURN_STATES.includes(r.state)).length);
  expectCount("returns", returns.filter((r) => r.state !== "rejected" && r.state !== "cancelled").length);
  for (const ret of returns) {
    const held = ret.exchangeHold === "held";
    if (held && !["requested", "approved", "picked-up", "received"].includes(ret.state)) problems.push(`return ${ret.id} is ${ret.state} but still holds its exchange`);
  }
  for (const product of products) {
    const id = String(product.id);
    const available = (product.stockBySize ?? {}) as Record<string, number>;
    const held = (product.heldBySize ?? {}) as Record<string, number>;
    const replay = movements.has(id) ? replayMovements(replayed(movements.get(id)!)) : undefined;
    for (const size of (product.sizes ?? []) as string[]) {
      const onHand = (available[size] ?? 0) + (held[size] ?? 0);
      if (replay && (replay.onHand[size] ?? 0) !== onHand) problems.push(`product ${id} has ${onHand} on hand in size ${size}, its movements ${replay.onHand[size] ?? 0}`);
      if (replay && (replay.held[size] ?? 0) !== (held[size] ?? 0)) problems.push(`product ${id} holds ${held[size] ?? 0} in size ${size}, its movements ${replay.held[size] ?? 0}`);
      const holding = heldByOrders.get(`${id}|${size}`) ?? 0;
      if ((held[size] ?? 0) !== holding) problems.push(`product ${id} holds ${held[size] ?? 0} in size ${size}, its open checkouts ${holding}`);
      if ((held[size] ?? 0) < 0) problems.push(`product ${id} holds ${held[size]} in size ${size}`);
    }
  }
  for (const [id, initial] of options.initialStock ?? []) {
    const taken = orders
      .filter((o) => (o.isPaid && !o.cancellation) || o.hold?.status === "held")
      .flatMap((o) => o.orderItems)
      .filter((line) => line.product === id)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (stock.get(id) !== initial - taken) problems.push(`product ${id} has stock ${stock.get(id)}, expected ${initial} - ${taken} sold or held = ${initial - taken}`);
  }

  problems.push(...auditStoreCredit(items, orders, payments));
  // Made to measure (issue 26): every custom line of a paid order has exactly one production job,
  // no job lacks its paid custom line, and a job is on the board exactly while its order stands.
  const jobs = items.filter(isEntity("production-job"));
  const jobKeys = new Set(jobs.map((job) => `${String(job.orderId)}#${String(job.line)}`));
  for (const order of orders.filter((o) => o.isPaid)) {
    order.orderItems.forEach((line, index) => {
      if (line.custom && !jobKeys.has(`${order.id}#${index}`)) problems.push(`order ${order.id} line ${index} is custom and paid but has no production job`);
    });
  }
  for (const job of jobs) {
    const order = ordersById.get(String(job.orderId));
    if (!order?.isPaid || !order.orderItems[Number(job.line)]?.custom) problems.push(`production job ${String(job.orderId)}-${String(job.line)} has no paid custom line`);
    const onBoard = job.gsi1pk === "PRODUCTION";
    if (onBoard === Boolean(job.cancelledAt)) problems.push(`production job ${String(job.orderId)}-${String(job.line)} is ${onBoard ? "on" : "off"} the board with cancelledAt ${String(job.cancelledAt)}`);
    // An order stands until cancelled or refunded, by whichever path: the cancellation, a full refund, the admin's status.
    const stands = order !== undefined && order.status !== "cancelled" && order.status !== "refunded";
    if (order && onBoard !== stands) problems.push(`production job ${String(job.orderId)}-${String(job.line)} is ${onBoard ? "on" : "off"} the board but its order is ${order.status}`);
  }

  problems.push(...auditBackInStock(items));
  problems.push(...auditReviews(items));
  problems.push(...auditKeptIndexes(items, orders, products));
  return { problems, orders, payments, stock, counters };
}

/**
 * Issue 29: the counts per shelf and status equal the orders, each order sits in gsi3 under its
 * own status, and every product size's stock level equals its available pieces, indexed only
 * while the product is active.
 */
function auditKeptIndexes(items: readonly Item[], orders: readonly OrderRecord[], products: readonly Item[]): string[] {
  const problems: string[] = [];
  const counted = new Map<string, number>();
  for (const item of items.filter((entry) => entry.pk === "COUNTER" && String(entry.sk).startsWith("STATUS#"))) {
    const [, shelf, status] = String(item.sk).split("#");
    counted.set(`${shelf}#${status}`, (counted.get(`${shelf}#${status}`) ?? 0) + Number(item.value ?? 0));
  }
  const recount = new Map<string, number>();
  for (const order of orders) recount.set(`${order.isPaid ? "paid" : "unpaid"}#${order.status}`, (recount.get(`${order.isPaid ? "paid" : "unpaid"}#${order.status}`) ?? 0) + 1);
  for (const name of new Set([...counted.keys(), ...recount.keys()])) {
    if ((counted.get(name) ?? 0) !== (recount.get(name) ?? 0)) problems.push(`counter of ${name} orders is ${counted.get(name) ?? 0} but the table holds ${recount.get(name) ?? 0}`);
  }
  for (const item of items.filter(isEntity("order"))) {
    const expected = statusPartition(item.isPaid === true ? "paid" : "unpaid", String(item.status));
    if (item.gsi3pk !== expected) problems.push(`order ${String(item.id)} is ${String(item.status)} but listed under ${String(item.gsi3pk)}`);
  }
  const levels = new Map(items.filter(isEntity("stockLevel")).map((level) => [`${String(level.productId)}|${String(level.size)}`, level]));
  for (const product of products) {
    for (const size of (product.sizes ?? []) as string[]) {
      const level = levels.get(`${String(product.id)}|${size}`);
      levels.delete(`${String(product.id)}|${size}`);
      const available = ((product.stockBySize ?? {}) as Record<string, number>)[size] ?? 0;
      if (!level) problems.push(`product ${String(product.id)} size ${size} has no stock level`);
      else if (level.gsi4sk !== available || (level.gsi4pk !== undefined) !== (product.isActive === true)) {
        problems.push(`product ${String(product.id)} size ${size} has ${available} available but its level says ${String(level.gsi4sk)} (${level.gsi4pk ? "indexed" : "not indexed"})`);
      }
    }
  }
  for (const key of levels.keys()) problems.push(`stock level ${key} belongs to no product size`);
  return problems;
}

/**
 * Store credit (issue 25): each shopper's balance equals the sum of her ledger, never below zero;
 * what expired is counted on the balance as its entries add up; every entry has its once-only marker; and each order's credit is spent while it is paid or held,
 * and given back once its hold was released unpaid.
 */
export function auditStoreCredit(items: readonly Item[], orders: readonly OrderRecord[], payments: readonly PaymentRecord[]): string[] {
  const problems: string[] = [];
  const entries = items.filter(isEntity("storeCreditEntry"));
  const refs = new Set(items.filter(isEntity("storeCreditRef")).map((ref) => `${String(ref.userId)}|${String(ref.entryId)}`));
  const sums = new Map<string, number>();
  const expired = new Map<string, number>();
  for (const entry of entries) {
    sums.set(String(entry.userId), (sums.get(String(entry.userId)) ?? 0) + Number(entry.amountPaise));
    if (entry.kind === "expired") expired.set(String(entry.userId), (expired.get(String(entry.userId)) ?? 0) - Number(entry.amountPaise));
    if (!refs.has(`${String(entry.userId)}|${String(entry.id)}`)) problems.push(`store credit entry ${String(entry.id)} has no once-only marker`);
  }
  const balances = items.filter(isEntity("storeCreditBalance"));
  for (const balance of balances) {
    const userId = String(balance.userId);
    const held = Number(balance.balancePaise);
    if (held < 0) problems.push(`store credit of ${userId} is ${held}`);
    if (held !== (sums.get(userId) ?? 0)) problems.push(`store credit of ${userId} is ${held} but its ledger adds up to ${sums.get(userId) ?? 0}`);
    // Expiry (issue 25): the balance item's count of expired paise, which keeps two sweeps from both expiring, is its entries' sum.
    const expiredPaise = Number(balance.expiredPaise ?? 0);
    if (expiredPaise !== (expired.get(userId) ?? 0)) problems.push(`store credit of ${userId} counts ${expiredPaise} expired but its expired entries add up to ${expired.get(userId) ?? 0}`);
  }
  for (const userId of sums.keys()) if (!balances.some((b) => b.userId === userId)) problems.push(`store credit ledger of ${userId} has no balance`);
  for (const order of orders.filter((o) => o.storeCreditPaise)) {
    const moved = entries.filter((e) => e.orderId === order.id).reduce((sum, e) => sum + Number(e.amountPaise), 0);
    const released = !order.isPaid && order.hold?.status === "released";
    // Refunds give the credit's share back to the ledger.
    const refunded =
      payments.filter((p) => p.orderId === order.id).flatMap((p) => p.refunds).reduce((sum, r) => sum + (r.storeCreditPaise ?? 0), 0) +
      (order.paymentId ? 0 : (order.cancellation?.storeCreditPaise ?? 0));
    const expected = released ? 0 : -order.storeCreditPaise! + refunded;
    if (moved !== expected) problems.push(`order ${order.id} moved ${moved} paise of store credit, expected ${expected}`);
  }
  return problems;
}

/**
 * Back in stock (issue 27): each product's waiting count per size equals a recount of the requests
 * waiting, and no restock counts more notices for a size than the pieces that came back.
 */
export function auditBackInStock(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const recount = new Map<string, number>();
  for (const request of items.filter(isEntity("backInStock"))) {
    if (request.status !== "waiting") continue;
    const key = `${String(request.productId)}|${String(request.size)}`;
    recount.set(key, (recount.get(key) ?? 0) + 1);
  }
  const counted = new Map<string, number>();
  for (const list of items.filter(isEntity("waitlist"))) {
    for (const [name, value] of Object.entries(list)) if (name.startsWith("waiting:")) counted.set(`${String(list.productId)}|${name.slice("waiting:".length)}`, Number(value));
  }
  for (const key of new Set([...recount.keys(), ...counted.keys()])) {
    if ((counted.get(key) ?? 0) !== (recount.get(key) ?? 0)) problems.push(`back in stock ${key}: ${counted.get(key) ?? 0} counted waiting, ${recount.get(key) ?? 0} requests waiting`);
  }
  for (const movement of items.filter(isEntity("stockMovement"))) {
    const returned = (movement.returned ?? {}) as Record<string, number>;
    for (const [name, value] of Object.entries(movement)) {
      if (!name.startsWith("noticesSent:")) continue;
      const size = name.slice("noticesSent:".length);
      if (Number(value) > (returned[size] ?? 0)) problems.push(`movement ${String(movement.id)} sent ${String(value)} notices for size ${size}, ${returned[size] ?? 0} pieces came back`);
    }
  }
  return problems;
}

/**
 * Reviews (issue 27): each product's summary and its rating copy equal a recount of its approved
 * reviews (count, stars, per star, per fit); each review's helpful count equals its votes; only
 * approved reviews are in the storefront's index.
 */
export function auditReviews(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const approved = items.filter((item) => item.entity === "review" && item.status === "approved");
  const recount = new Map<string, Record<string, number>>();
  for (const review of approved) {
    const id = String(review.productId);
    const sums = recount.get(id) ?? {};
    const add = (name: string, by: number) => (sums[name] = (sums[name] ?? 0) + by);
    add("count", 1);
    add("sum", Number(review.stars));
    add(`star${Number(review.stars)}`, 1);
    add(`fit_${String(review.fit).replace(/-/g, "_")}`, 1);
    recount.set(id, sums);
  }
  const summaries = new Map(items.filter((item) => item.entity === "reviewSummary").map((item) => [String(item.productId), item]));
  const names = ["count", "sum", "star1", "star2", "star3", "star4", "star5", "fit_runs_small", "fit_true_to_size", "fit_runs_large"];
  for (const id of new Set([...recount.keys(), ...summaries.keys()])) {
    const kept = summaries.get(id) ?? {};
    const counted = recount.get(id) ?? {};
    for (const name of names) {
      if (Number(kept[name] ?? 0) !== (counted[name] ?? 0)) problems.push(`product ${id} review summary ${name} is ${Number(kept[name] ?? 0)} but its approved reviews give ${counted[name] ?? 0}`);
    }
  }
  for (const product of items.filter((item) => item.entity === "product")) {
    const counted = recount.get(String(product.id)) ?? {};
    if (Number(product.reviewCount ?? 0) !== (counted.count ?? 0)) problems.push(`product ${String(product.id)} shows ${Number(product.reviewCount ?? 0)} reviews but has ${counted.count ?? 0} approved`);
    if (Number(product.ratingSum ?? 0) !== (counted.sum ?? 0)) problems.push(`product ${String(product.id)} rating sum is ${Number(product.ratingSum ?? 0)} but its approved reviews give ${counted.sum ?? 0}`);
  }
  const votes = new Map<string, number>();
  for (const vote of items.filter((item) => item.entity === "reviewVote")) votes.set(String(vote.reviewId), (votes.get(String(vote.reviewId)) ?? 0) + 1);
  for (const review of items.filter((item) => item.entity === "review")) {
    if (Number(review.helpful ?? 0) !== (votes.get(String(review.id)) ?? 0)) problems.push(`review ${String(review.id)} counts ${Number(review.helpful ?? 0)} helpful but has ${votes.get(String(review.id)) ?? 0} votes`);
    if ((review.gsi2pk !== undefined) !== (review.status === "approved")) problems.push(`review ${String(review.id)} is ${String(review.status)} but ${review.gsi2pk ? "is" : "is not"} listed on its product`);
  }
  return problems;
}
