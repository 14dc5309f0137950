import { notEnoughStockMessage, piecesLeft } from "../../shared/stock.js";
import type { ShippingAddress } from "../../shared/schemas/shipping-address.js";
import type { ShopConfig } from "../config.js";
import { newId } from "../data/ids.js";
import { accountHolding, OPEN_CHECKOUTS, takeOpenCheckout } from "../data/open-checkouts.js";
import type { OrderLineRecord, OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import { piecesByProduct, type Pieces } from "../data/products.js";
import type { Repositories } from "../data/repositories.js";
import type { SizeMove } from "../data/stock-movements.js";
import { DISCOUNT_CODE, DISCOUNT_USE_SHARDS, type StoredDiscount } from "../data/discounts.js";
import { STORE_CREDIT } from "../data/store-credit.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { ShopError, conflict } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { gatewayFailure } from "./gateway-failure.js";
import { applyDiscount } from "./discount-code.js";
import { priceOrder, withDiscount, withShipping, type Measurements, type PricedOrder, type RequestedLine } from "./price-order.js";
import { checkDelivery, type ServiceabilitySource } from "../shipping/delivery-check.js";
import { notDeliveredTo, shippingForCheckout } from "../shipping/quote-shipping.js";
import { readSettings } from "../settings/shop-settings.js";
import { releaseOwnOpenCheckouts } from "./own-open-checkouts.js";
import { releaseHold, releaseLapsedHolds } from "./release-hold.js";
import { creditToUse } from "../../shared/store-credit.js";
import type { BusinessBuyer } from "../../shared/schemas/business-invoice.js";
import { confirmWithCredit } from "./confirm-with-credit.js";
import { expireStoreCredit } from "../store-credit/expire-store-credit.js";

export interface CheckoutRequest {
  items: RequestedLine[];
  shippingAddress: ShippingAddress;
  /** A registered buyer's GSTIN and billing address: her invoice is a business one (issue 45). */
  businessInvoice?: BusinessBuyer;
  source: "cart" | "wishlist" | "single";
  discountCode?: string;
  /** Pay what store credit covers first; Razorpay takes the rest. */
  useStoreCredit?: boolean;
}

export interface CheckoutStarted {
  order: OrderRecord;
  /** Null when store credit paid the whole order: it is confirmed already. */
  razorpayOrder: { id: string; amount: number; currency: string } | null;
  /** Seconds Razorpay Checkout stays open: the hold less a margin for the payment to land. */
  checkoutTimeoutSeconds: number;
}

/** A payment started in the hold's last moments still needs time to be captured and confirmed. */
const CONFIRMATION_MARGIN_SECONDS = 60;
/** A replacement checkout with less than this left of the hold it inherits is not worth opening. */
const MIN_PAYING_SECONDS = 120;

export const NO_STORE_CREDIT = "You have no store credit to use. Please pay without it.";
export const STORE_CREDIT_CHANGED = "Your store credit changed while you were checking out. Please look at it again and retry.";

/** Her credit kept moving while its expiry was written (three tries): a 409 to retry, never a 500. */
function creditContended(error: unknown): never {
  if (error instanceof ConditionsFailed) throw conflict(STORE_CREDIT_CHANGED);
  throw error;
}
const NO_LONGER_AVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

/**
 * Starts a checkout: prices the basket from stored products, and in one transaction stores the
 * pending order and holds every line's pieces (product and size) for CHECKOUT_HOLD_SECONDS, the
 * code's use, the credit spent and the account's count of open checkouts (within its caps, however
 * many of hers start at once: open-checkouts.ts); then opens a Razorpay order for the amount due
 * and stores its payment. A line that cannot be held refuses the whole order (409, nothing held, no Razorpay order). Confirmation turns the hold into a sale; failure, dismissal
 * or lapse puts the pieces back (release-hold.ts).
 */
export async function createCheckout(
  deps: { repos: Repositories; gateway: PaymentGateway; courier: ServiceabilitySource; config: Pick<ShopConfig, "checkoutHoldSeconds" | "holdCaps"> },
  shopper: UserRecord,
  request: CheckoutRequest,
): Promise<CheckoutStarted> {
  const { repos, gateway } = deps;
  const caps = deps.config.holdCaps;
  const wanted = request.items.reduce((sum, line) => sum + line.quantity, 0);
  if (wanted > caps.pieces) throw conflict(tooManyPieces(caps.pieces, wanted - caps.pieces));
  // A PIN no courier serves is refused before anything changes (her open checkouts included).
  const pincode = request.shippingAddress.pincode;
  const { shipping } = await readSettings(repos);
  if (!(await checkDelivery(repos, deps.courier, shipping.pickupPincode, pincode, 0)).serviceable) {
    throw conflict(`${notDeliveredTo(pincode)} Please choose another delivery address.`);
  }
  // Her own unpaid checkouts are abandoned once she starts another: their pieces are hers to take again.
  // What is still open refuses early here; the count taken in the transaction below is what keeps
  // the caps exact when many of her checkouts start at once.
  const own = await releaseOwnOpenCheckouts(repos, shopper.id, deps.config.checkoutHoldSeconds);
  if (own.stillOpen >= caps.checkouts) throw conflict(tooManyCheckouts(own.stillOpen));
  if (own.piecesStillHeld + wanted > caps.pieces) throw conflict(tooManyPieces(caps.pieces, own.piecesStillHeld + wanted - caps.pieces));
  let products = await repos.products.byId(request.items);
  // A custom piece keeps a copy of her measurements as they are now (issue 26): her own profiles only.
  const measurements = request.items.some((line) => line.custom) ? await measurementsOf(repos, shopper.id) : undefined;
  let priced: PricedOrder;
  try {
    priced = priceOrder(request.items, products, measurements);
  } catch (error) {
    // Short of stock at first look: a lapsed hold may be what is keeping the pieces.
    if (!(error instanceof ShopError && error.status === 409) || (await releaseLapsedHolds(repos)) === 0) throw error;
    products = await repos.products.byId(request.items);
    priced = priceOrder(request.items, products, measurements);
  }

  // A code is checked against the basket's stored prices; its use is held with the pieces below.
  const discount = request.discountCode ? await applyDiscount(repos, request.discountCode, priced.itemsPaise, shopper.id) : undefined;
  if (discount) priced = withDiscount(priced, discount.discountPaise);
  // Shipping is the server's own figure: by weight and zone, free above the threshold on the
  // pieces' prices before any code, so the cart's quote is what is charged whatever code she types.
  const parcel = await shippingForCheckout({ repos, courier: deps.courier }, pincode, priced.lines, products, priced.itemsPaise);
  priced = withShipping(priced, parcel.shippingPaise);

  const now = repos.db.now();
  const at = now.toISOString();
  const expiresAt = holdExpiry(now, deps.config.checkoutHoldSeconds, own.earliestReleasedExpiry);
  const orderId = newId(now);
  // Credit whose term ran out but no sweep has expired yet is not hers to spend (one partition query).
  if (request.useStoreCredit) await expireStoreCredit(repos, shopper.id, now).catch(creditContended);
  const creditPaise = request.useStoreCredit ? creditToUse(await repos.storeCredit.balance(shopper.id), priced.totalPaise) : 0;
  if (request.useStoreCredit && creditPaise === 0) throw conflict(NO_STORE_CREDIT);
  const duePaise = priced.totalPaise - creditPaise;
  const paidByCredit = duePaise === 0;

  const customer = { _id: shopper.id, name: shopper.name, email: shopper.email };
  const order: OrderRecord = {
    id: orderId,
    userId: shopper.id,
    user: customer,
    orderItems: priced.lines,
    paymentMethod: paidByCredit ? "Store credit" : "Razorpay",
    itemsPaise: priced.itemsPaise,
    ...(discount && { discountCode: discount.code.code, discountPaise: priced.discountPaise }),
    taxPaise: priced.taxPaise,
    shippingPaise: priced.shippingPaise,
    totalPaise: priced.totalPaise,
    ...(creditPaise > 0 && { storeCreditPaise: creditPaise }),
    isPaid: false,
    status: "pending",
    shippingAddress: request.shippingAddress,
    ...(request.businessInvoice && { businessInvoice: request.businessInvoice }),
    // The dates the checkout showed her: the order page and the tailor's board keep to them.
    deliveryPromise: { ...parcel.deliveryBy },
    statusHistory: [{ status: "pending", at, by: "shop", note: "Awaiting payment" }],
    source: request.source,
    hold: { status: "held", expiresAt: expiresAt.toISOString(), countedAsHeld: true, countedFor: shopper.id },
    createdAt: at,
    updatedAt: at,
  };
  const creditSpend = creditPaise > 0 ? repos.storeCredit.spendActions(shopper.id, creditPaise, { kind: "checkout-spent", ref: orderId, by: "checkout", orderId }) : [];
  if (paidByCredit) {
    return confirmWithCredit(repos, order, creditSpend, discount?.code, {
      shortOfStock: (productId) => shortOfStockMessage(repos, priced.lines, productId),
      codeRefused: async () => {
        const reason = await codeRefusal(repos, discount!.code.code, priced.itemsPaise, shopper.id);
        return typeof reason === "string" ? reason : usedUp(reason.code);
      },
      creditChanged: STORE_CREDIT_CHANGED,
    });
  }
  const records = [
    ...labelled("order", ...repos.orders.createActions(order), repos.holds.createAction(orderId, expiresAt)),
    // The account's count of open checkouts takes this one, within its caps, however many start at once.
    ...labelled(OPEN_CHECKOUTS, takeOpenCheckout(repos.db, shopper.id, wanted, caps)),
    // The credit is spent with the pieces held: both or neither, never below zero.
    ...creditSpend,
  ];
  // Per product, its sizes' pieces move from available to held, with the movement.
  const holds = [...piecesByProduct(priced.lines)].flatMap(([id, bySize]) => repos.stock.moveActions(id, heldMoves(bySize), { reason: "hold", by: "checkout", orderId }));
  let code = discount?.code;
  for (let attempt = 1, codeTries = 1; ; attempt++) {
    try {
      await transactWrite(repos.db, [...records, ...(code ? labelled(DISCOUNT_CODE, ...repos.discounts.takeUseActions(code, shopper.id)) : []), ...holds]);
      break;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // Her other checkouts started at the same moment filled her account's caps: nothing to retry.
      if (error.refused(OPEN_CHECKOUTS)) throw conflict(await overCapMessage(repos, shopper.id, wanted, caps));
      if (code && error.refused(DISCOUNT_CODE)) {
        // The shard's slice was used up a moment ago (another may have room), or the code's last
        // use went, or this shopper's own: the code as it is now says which.
        const reason = await codeRefusal(repos, code.code, priced.itemsPaise, shopper.id);
        if (typeof reason === "string") throw conflict(reason);
        if (codeTries++ >= DISCOUNT_USE_SHARDS) throw conflict(usedUp(code.code));
        code = reason;
        continue;
      }
      if (error.refused(STORE_CREDIT)) throw conflict(STORE_CREDIT_CHANGED);
      const short = error.refusedIn("stock");
      if (short.length === 0) throw error; // our own new ids collided: not a shopper's problem
      // Pieces held by a lapsed hold are free again once it is released; try once more.
      if (attempt === 1 && (await releaseLapsedHolds(repos)) > 0) continue;
      throw conflict(await shortOfStockMessage(repos, priced.lines, short[0]!));
    }
  }
  // Only now, the pieces and the code's use held, is Razorpay asked for an order: a checkout
  // refused as sold out never opens one (issue 29).
  const opened = await openRazorpayOrder(repos, gateway, order, duePaise, request.source);
  return {
    order: opened.order,
    razorpayOrder: opened.razorpayOrder,
    checkoutTimeoutSeconds: Math.max(60, Math.floor((expiresAt.getTime() - now.getTime()) / 1000) - CONFIRMATION_MARGIN_SECONDS),
  };
}

/** Razorpay could not open an order: the pieces go back and the checkout is not kept, as if never started. */
async function abandon(repos: Repositories, orderId: string): Promise<void> {
  await releaseHold(repos, orderId, "payment-failed");
  const released = await repos.orders.get(orderId);
  if (!released || released.isPaid) return;
  await repos.orders.remove(orderId, released).catch((error: unknown) => {
    // Changed in between (nothing else knows this order yet): it stays an unpaid checkout the admin may delete.
    if (!(error instanceof ShopError)) throw error;
  });
}

export const CHECKOUT_CLOSED_MEANWHILE = "This checkout was closed while it was being opened. Please try again.";

/**
 * Opens the Razorpay order for a checkout whose pieces are held, then stores its payment and the
 * link from Razorpay's order id with the order, over the order as held. If Razorpay cannot open
 * one, the pieces (and code use, and credit) go back at once.
 */
async function openRazorpayOrder(repos: Repositories, gateway: PaymentGateway, held: OrderRecord, duePaise: number, source: CheckoutRequest["source"]) {
  let razorpayOrder;
  try {
    razorpayOrder = await gateway.createOrder({
      amountPaise: duePaise,
      receipt: held.id,
      notes: { orderId: held.id, userId: held.userId, source, itemCount: String(held.orderItems.length) },
    });
  } catch (error) {
    await abandon(repos, held.id);
    throw gatewayFailure(error, "Failed to create order");
  }
  const now = repos.db.now();
  // A new version, so a release that read the order as held cannot write over the payment's ids.
  const at = new Date(Math.max(now.getTime(), Date.parse(held.updatedAt) + 1)).toISOString();
  const paymentId = newId(now);
  const payment: PaymentRecord = {
    id: paymentId,
    orderId: held.id,
    userId: held.userId,
    razorpayOrderId: razorpayOrder.id,
    amountPaise: duePaise,
    amountRefundedPaise: 0,
    currency: "INR",
    status: "pending",
    user: held.user,
    description: describeOrder(held.orderItems),
    refunds: [],
    createdAt: held.createdAt,
    updatedAt: held.createdAt,
  };
  const order: OrderRecord = { ...held, razorpayOrderId: razorpayOrder.id, paymentId, updatedAt: at };
  try {
    await transactWrite(repos.db, labelled("order", ...repos.orders.replaceActions(order, held), ...repos.payments.createActions(payment)));
  } catch (error) {
    // Her own newer checkout released this one in the moment between: its Razorpay order lapses unused.
    if (error instanceof ConditionsFailed) throw conflict(CHECKOUT_CLOSED_MEANWHILE);
    throw error;
  }
  return { order, razorpayOrder: { id: razorpayOrder.id, amount: razorpayOrder.amount, currency: razorpayOrder.currency } };
}

/** Loaded on first use: most checkouts have no custom piece (and the cold-start bundle is at its budget). */
async function measurementsOf(repos: Repositories, userId: string): Promise<Measurements> {
  const { listProfiles } = await import("../made-to-measure/measurement-profiles.js");
  const profiles = await listProfiles(repos.db, userId);
  return { profiles: new Map(profiles.map((profile) => [profile.id, profile])), at: repos.db.now().toISOString() };
}

const tooManyPieces = (cap: number, over: number) =>
  `You can hold at most ${cap} pieces at a time while paying. Please remove ${over} ${over === 1 ? "piece" : "pieces"} and try again.`;

const tooManyCheckouts = (open: number) => `You have ${open} checkouts waiting for their payments to be confirmed. Please wait for them before starting another.`;

/** Which cap her account met as its count stands now (other checkouts of hers started at the same moment). */
async function overCapMessage(repos: Repositories, userId: string, wanted: number, caps: { checkouts: number; pieces: number }): Promise<string> {
  const holding = await accountHolding(repos.db, userId);
  // Her count can have moved on since the refusal: when the pieces fit now, it was the checkouts.
  if (holding.checkouts >= caps.checkouts || holding.pieces + wanted <= caps.pieces) return tooManyCheckouts(caps.checkouts);
  return tooManyPieces(caps.pieces, holding.pieces + wanted - caps.pieces);
}

/** A replaced checkout's hold lapses when it would have (holds are not renewed by starting again); a fresh one lasts the full time. */
function holdExpiry(now: Date, holdSeconds: number, replacedExpiry: string | undefined): Date {
  const fresh = new Date(now.getTime() + holdSeconds * 1000);
  if (!replacedExpiry) return fresh;
  const inherited = new Date(replacedExpiry);
  if (inherited >= fresh) return fresh;
  // Too little left to pay in: the earlier hold ends first, and she can start afresh then.
  const seconds = Math.ceil((inherited.getTime() - now.getTime()) / 1000);
  if (seconds < MIN_PAYING_SECONDS) {
    throw new ShopError(409, `Your earlier checkout still holds these pieces for ${Math.max(seconds, 1)} more seconds. Please try again after that.`, { "Retry-After": String(Math.max(seconds, 1)) });
  }
  return inherited;
}

/** Why a code's use could not be taken, from the code as it is now; the code itself when it still has a use free. */
async function codeRefusal(repos: Repositories, code: string, itemsPaise: number, userId: string): Promise<string | StoredDiscount> {
  try {
    return (await applyDiscount(repos, code, itemsPaise, userId)).code;
  } catch (refusal) {
    if (refusal instanceof ShopError) return refusal.message;
    throw refusal;
  }
}

const usedUp = (code: string) => `The code ${code} has been used up.`;

/** A hold's moves: the pieces stay on the shelf and go from available to held. */
function heldMoves(pieces: Pieces): Record<string, SizeMove> {
  return Object.fromEntries(Object.entries(pieces).map(([size, quantity]) => [size, { onHand: 0, held: quantity }]));
}

/** The shopper's reason, from the product as it is now ("Only 2 left in size M of ..."). */
async function shortOfStockMessage(repos: Repositories, lines: readonly OrderLineRecord[], productId: string): Promise<string> {
  const product = await repos.products.get(productId);
  if (!product || !product.isActive) return NO_LONGER_AVAILABLE;
  const wanted = piecesByProduct(lines.filter((line) => line.product === productId)).get(productId) ?? {};
  const size = Object.keys(wanted).find((size) => piecesLeft(product, size) < wanted[size]!) ?? Object.keys(wanted)[0]!;
  return notEnoughStockMessage(product.name, size, piecesLeft(product, size));
}

function describeOrder(lines: OrderRecord["orderItems"]): string {
  const first = lines[0]!;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units === 1 ? first.name : `${first.name} and ${units - 1} more item${units === 2 ? "" : "s"}`;
}
