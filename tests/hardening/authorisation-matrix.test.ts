// Who may do what, over every route the app serves (read from app.routes, so a new route fails
// here until someone decides its row). Eight callers: nobody, a shopper, another shopper, an admin
// who was deactivated and one who was demoted after logging in (their tokens still look valid),
// and the three back-office roles: the owner ("admin" here), a manager and a staff member. Which
// back-office role may use an admin route comes from the ONE table, shared/staff-permissions.ts.
// Every request carries a sound body aimed at real data, so a missing guard
// would show as a write; every refusal must have its status and text, and change nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_LINK_INVALID } from "../../functions/accounts/registration.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import type { Order } from "../../shared/schemas/order.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import type { User } from "../../shared/schemas/user.js";
import { SESSION_EXPIRED } from "../../functions/http/auth.js";
import { NOT_A_BUYER } from "../../shared/reviews.js";
import { may, notPermitted, type Permission, type StaffRole } from "../../shared/staff-permissions.js";
import { INVITATION_LINK_INVALID } from "../../functions/accounts/staff-invitations.js";
import { ACCOUNT_DEACTIVATED, ADMIN_ONLY } from "../../functions/accounts/login.js";
import { CURRENT_PASSWORD_WRONG } from "../../functions/accounts/change-password.js";
import { ALREADY_HAS_PASSWORD } from "../../functions/accounts/add-password.js";
import { ADMIN_CANNOT_CLOSE } from "../../functions/accounts/close-account.js";
import { ALREADY_VERIFIED, VERIFY_LINK_INVALID } from "../../functions/accounts/email-verification.js";
import { RESET_LINK_INVALID } from "../../functions/accounts/password-reset.js";
import { authHeader, signIn, TEST_PASSWORD, type SignedIn } from "../support/auth.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { sampleProduct } from "../support/sample-product.js";
import type { CheckoutHandlerResponse } from "../support/shop-client.js";
import { scanTable, type Item } from "../support/table-audit.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { postUploadForm, type UploadForm } from "../support/test-photo.js";
import sharp from "sharp";
import { startCourierEmulator } from "../../infra/local/courier-emulator/index.js";
import { JOB_NOT_FOUND } from "../../functions/production/move-stage.js";
import { NOT_CUSTOM } from "../../functions/production/correct-measurements.js";
import { APPROVAL_NOT_FOUND } from "../../functions/staff-limits/decide-approval.js";
import { SETTINGS_CHANGED } from "../../functions/settings/shop-settings.js";
import { NO_SUCH_GIFT_CARD } from "../../functions/gift-cards/presented-card.js";
import { GIFT_CARD_NOT_FOUND } from "../../functions/gift-cards/owner-gift-cards.js";
import { CODE_EXPIRED, STAFF_USE_PASSWORD } from "../../shared/schemas/phone-sign-in.js";
import { SIGN_UP_PASS_INVALID } from "../../shared/schemas/phone-sign-up.js";
import { REPORT_INCOMPLETE } from "../../functions/accounts/phone-sign-in/sms-delivery-report.js";

const PLEASE_LOG_IN = "Please log in to continue.";
/** A return id nobody has, and what the roles let past the guard are told of it. */
const NO_RETURN = "0000000000000000000000aa";
const returnNotFound = { admin: { status: 404, error: "Return not found" }, manager: { status: 404, error: "Return not found" }, staff: { status: 404, error: "Return not found" } };
const NOT_AN_ADMIN = "Access denied. Admin privileges required.";
const notABuyer = Object.fromEntries((["shopper", "otherShopper", "admin", "manager", "staff"] as const).map((a) => [a, { status: 403, error: NOT_A_BUYER }]));
const noProductionJob = { admin: { status: 404, error: JOB_NOT_FOUND }, manager: { status: 404, error: JOB_NOT_FOUND }, staff: { status: 404, error: JOB_NOT_FOUND } };

const ACTORS = ["anonymous", "shopper", "otherShopper", "deactivatedAdmin", "demotedAdmin", "admin", "manager", "staff"] as const;
type Actor = (typeof ACTORS)[number];

/** What a caller gets: refused with this status and text, or let through to the route. */
type Outcome = { status: number; error: string } | "through";

/** The guards a route has: who it is for. */
type Access = "public" | "signedIn" | "owner" | { permission: Permission } | "signature" | "courierKey";
/** The actors who hold a back-office role, and which: "admin" is the owner. */
const BACK_OFFICE: Partial<Record<Actor, StaffRole>> = { admin: "owner", manager: "manager", staff: "staff" };

interface Fixtures {
  users: Record<Exclude<Actor, "anonymous">, SignedIn>;
  /** A second session of each caller, made before the admins were changed, for logout to end. */
  logoutTokens: Record<Exclude<Actor, "anonymous">, string>;
  product: ProductRecord;
  inactiveProduct: ProductRecord;
  productToDelete: ProductRecord;
  subcategory: SubcategoryRecord;
  inactiveSubcategory: SubcategoryRecord;
  subcategoryToDelete: SubcategoryRecord;
  subcategoryToBulkDelete: SubcategoryRecord;
  userToEdit: User;
  userToDelete: User;
  /** Two staff members: one whose role the owner changes, one whose access she takes away. */
  staffToChange: User;
  staffToRemove: User;
  /** The shopper's order, paid and confirmed. */
  paidOrder: OrderRecord;
  /** Two of the shopper's orders paid at Razorpay whose confirmation has not reached the shop. */
  awaiting: { orderId: string; handled: CheckoutHandlerResponse };
  awaitingProcess: { orderId: string; handled: CheckoutHandlerResponse };
  checkoutToClose: { orderId: string; handled: CheckoutHandlerResponse };
  /** The shopper's gift card, paid at Razorpay, its confirmation not yet at the shop. */
  giftPurchase: { purchaseId: string; handled: CheckoutHandlerResponse };
  /** An unpaid order of the shopper's, abandoned two days ago (an admin may delete it). */
  abandonedOrder: OrderRecord;
  /** A photo uploaded to the local S3 whose variants are not made yet. */
  uploadedPhotoId: string;
  discountCode: string;
  discountCodeToDelete: string;
  /** A paid order of the shopper's, partly refunded, with its invoice and credit note issued. */
  refundedOrder: OrderRecord;
  refundId: string;
  /** Two of the shopper's saved addresses: one to edit, one to remove. */
  savedAddressId: string;
  savedAddressToDeleteId: string;
  measurementsId: string;
  measurementsToDeleteId: string;
}

interface RouteRow {
  access: Access;
  /** The request each caller sends: a sound one, aimed at the fixtures. */
  request(f: Fixtures, actor: Actor): { path: string; body?: unknown };
  /** Status for a caller let through (default 200). */
  allowed?: number;
  /** Outcomes that differ from what the access alone says. */
  overrides?: Partial<Record<Actor, Outcome>>;
  /**
   * A change made once (a deletion, a name taken): the first back-office role let through makes it,
   * the next ones reach the route and get its own answer about the target (404, 409), never a refusal.
   */
  once?: true;
  /** What a caller let through must (not) see. */
  check?(body: Record<string, unknown>, actor: Actor, f: Fixtures): void;
}

const idsOf = (body: Record<string, unknown>) => ((body.data as Array<{ id: string }>) ?? []).map((item) => item.id);
const addressOwnerOnly: Partial<Record<Actor, Outcome>> = Object.fromEntries(
  (["otherShopper", "admin", "manager", "staff"] as const).map((actor) => [actor, { status: 404, error: "Address not found" }]),
);
const measurementsOwnerOnly: Partial<Record<Actor, Outcome>> = Object.fromEntries(
  (["otherShopper", "admin", "manager", "staff"] as const).map((actor) => [actor, { status: 404, error: "Measurement profile not found" }]),
);
const MEASUREMENTS = { name: "Me", unit: "in", values: { chest: 36, waist: 30 } };
const idsIn = (body: Record<string, unknown>) => ((body.data as Array<{ _id: string }>) ?? []).map((item) => item._id);
/** Any back-office role: sees inactive products, reads any order, sends sound bodies to admin routes. */
const isAdmin = (actor: Actor) => BACK_OFFICE[actor] !== undefined;
const backOffice = ["admin", "manager", "staff"] as const;
/** A mobile of the caller's own for a sign-in code route (`route` apart), so no caller uses up another's. */
const matrixNumber = (actor: Actor, route: number) => `9${route}${String(ACTORS.indexOf(actor)).padStart(8, "0")}`;

const ROUTES: Record<string, RouteRow> = {
  "GET /api/health": { access: "public", request: () => ({ path: "/api/health" }) },
  "GET /api/config": { access: "public", request: () => ({ path: "/api/config" }) },
  "POST /api/auth/register": {
    access: "public",
    allowed: 202,
    request: (_, actor) => ({ path: "/api/auth/register", body: { name: "Naina Kapoor", email: `naina-${actor}-${Date.now()}@example.in`, password: TEST_PASSWORD } }),
    // The same answer for any address (issue 41); the e-mail's link makes the shopper.
    check: (body) => expect(body).toEqual({ success: true, message: "Check your e-mail to finish signing up" }),
  },
  "POST /api/auth/login": {
    access: "public",
    request: (f) => ({ path: "/api/auth/login", body: { email: f.users.shopper.email, password: TEST_PASSWORD } }),
  },
  "POST /api/auth/admin-login": {
    access: "public",
    request: (f) => ({ path: "/api/auth/admin-login", body: { email: f.users.admin.email, password: TEST_PASSWORD } }),
  },
  "POST /api/auth/logout": { access: "signedIn", request: () => ({ path: "/api/auth/logout" }) },
  "POST /api/auth/forgot-password": { access: "public", request: (f) => ({ path: "/api/auth/forgot-password", body: { email: f.users.shopper.email } }) },
  // Sign-up by e-mail (issue 41): the link's token is all it takes; a made-up one is refused alike for everyone.
  "POST /api/auth/finish-signup": {
    access: "public",
    request: () => ({ path: "/api/auth/finish-signup", body: { token: `${"0".repeat(24)}.${"A".repeat(43)}` } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: SIGNUP_LINK_INVALID }])),
  },
  "POST /api/auth/reset-password": {
    access: "public",
    request: () => ({ path: "/api/auth/reset-password", body: { token: `${"0".repeat(24)}.${"A".repeat(43)}`, password: "Mehendi-Night-42" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: RESET_LINK_INVALID }])),
  },
  "POST /api/auth/change-password": {
    access: "signedIn",
    // A wrong current password: the guard is what is tested, and the callers keep their sessions.
    request: () => ({ path: "/api/auth/change-password", body: { currentPassword: "not-the-password", newPassword: "Mehendi-Night-42" } }),
    overrides: Object.fromEntries((["shopper", "otherShopper", ...backOffice] as const).map((a) => [a, { status: 400, error: CURRENT_PASSWORD_WRONG }])),
  },
  // Every caller here has a password already: only an account made with a mobile adds one.
  "POST /api/auth/add-password": {
    access: "signedIn",
    request: () => ({ path: "/api/auth/add-password", body: { newPassword: "Mehendi-Night-42" } }),
    overrides: Object.fromEntries((["shopper", "otherShopper", ...backOffice] as const).map((a) => [a, { status: 400, error: ALREADY_HAS_PASSWORD }])),
  },
  "POST /api/auth/verify-email": {
    access: "public",
    request: () => ({ path: "/api/auth/verify-email", body: { token: `${"0".repeat(24)}.${"A".repeat(43)}` } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: VERIFY_LINK_INVALID }])),
  },
  "POST /api/auth/resend-verification": {
    access: "signedIn",
    // The callers' accounts were made without the question (as accounts from before it): already verified.
    request: () => ({ path: "/api/auth/resend-verification" }),
    overrides: Object.fromEntries((["shopper", "otherShopper", ...backOffice] as const).map((a) => [a, { status: 409, error: ALREADY_VERIFIED }])),
  },
  // Sign-in codes (issue 44): one number per caller (a number gets five codes an hour); no code was
  // ever sent for a made-up one, so presenting one is refused alike for everyone; staff keep passwords.
  "POST /api/auth/phone/code": { access: "public", request: (_f, actor) => ({ path: "/api/auth/phone/code", body: { phone: matrixNumber(actor, 1) } }), allowed: 202 },
  "POST /api/auth/phone/verify": {
    access: "public",
    request: (_f, actor) => ({ path: "/api/auth/phone/verify", body: { phone: matrixNumber(actor, 2), code: "000000" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: CODE_EXPIRED }])),
  },
  // A made-up pass makes nothing, for anyone.
  "POST /api/auth/phone/sign-up": {
    access: "public",
    request: (_f, actor) => ({ path: "/api/auth/phone/sign-up", body: { phone: matrixNumber(actor, 5), pass: "x".repeat(32), name: "Matrix Guest", email: "matrix.guest@example.in" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: SIGN_UP_PASS_INVALID }])),
  },
  "POST /api/auth/phone/link/code": {
    access: "signedIn",
    request: (_f, actor) => ({ path: "/api/auth/phone/link/code", body: { phone: matrixNumber(actor, 3) } }),
    allowed: 202,
    overrides: Object.fromEntries(backOffice.map((a) => [a, { status: 403, error: STAFF_USE_PASSWORD }])),
  },
  "POST /api/auth/phone/link": {
    access: "signedIn",
    request: (_f, actor) => ({ path: "/api/auth/phone/link", body: { phone: matrixNumber(actor, 4), code: "000000" } }),
    overrides: Object.fromEntries([...(["shopper", "otherShopper"] as const).map((a) => [a, { status: 400, error: CODE_EXPIRED }]), ...backOffice.map((a) => [a, { status: 403, error: STAFF_USE_PASSWORD }])]),
  },
  "DELETE /api/auth/phone/link": { access: "signedIn", request: () => ({ path: "/api/auth/phone/link", body: {} }) },
  "GET /api/auth/my-data": {
    access: "signedIn",
    request: () => ({ path: "/api/auth/my-data" }),
    check: (body, actor, f) => expect((body.data as { account: User }).account._id).toBe(f.users[actor as Exclude<Actor, "anonymous">].user._id),
  },
  "GET /api/auth/consents": {
    access: "signedIn",
    // The matrix's accounts were made directly, without a sign-up notice: none recorded, the notice in force named.
    request: () => ({ path: "/api/auth/consents" }),
    check: (body) => expect(typeof body.noticeInForce).toBe("string"),
  },
  "DELETE /api/auth/account": {
    access: "signedIn",
    // A wrong password: the guard is what is tested here; closing is tested in tests/api/auth-data-rights.test.ts.
    request: () => ({ path: "/api/auth/account", body: { password: "not-the-password" } }),
    overrides: {
      shopper: { status: 400, error: "Your password is not correct." },
      otherShopper: { status: 400, error: "Your password is not correct." },
      admin: { status: 400, error: ADMIN_CANNOT_CLOSE },
      manager: { status: 400, error: ADMIN_CANNOT_CLOSE },
      staff: { status: 400, error: ADMIN_CANNOT_CLOSE },
    },
  },
  "GET /api/auth/me": {
    access: "signedIn",
    request: () => ({ path: "/api/auth/me" }),
    check: (body, actor, f) => expect((body.data as User)._id).toBe(f.users[actor as Exclude<Actor, "anonymous">].user._id),
  },
  "PUT /api/auth/update-profile": {
    access: "signedIn",
    request: () => ({ path: "/api/auth/update-profile", body: { phone: "9123456780", address: { city: "Jaipur", country: "India" } } }),
    check: (body, actor, f) => expect((body.data as User)._id).toBe(f.users[actor as Exclude<Actor, "anonymous">].user._id),
  },
  "GET /api/addresses": {
    access: "signedIn",
    request: () => ({ path: "/api/addresses" }),
    check: (body, actor, f) => expect(idsOf(body).includes(f.savedAddressId)).toBe(actor === "shopper"),
  },
  "POST /api/addresses": {
    access: "signedIn",
    allowed: 201,
    request: (_, actor) => ({ path: "/api/addresses", body: { ...ADDRESS, address: `House of the ${actor}, Civil Lines` } }),
  },
  // Anybody else's attempt finds no such address: it is not theirs to know about.
  "PUT /api/addresses/:id": {
    access: "owner",
    request: (f) => ({ path: `/api/addresses/${f.savedAddressId}`, body: { ...ADDRESS, address: "14 Civil Lines", isDefault: true } }),
    overrides: addressOwnerOnly,
  },
  "DELETE /api/addresses/:id": {
    access: "owner",
    request: (f) => ({ path: `/api/addresses/${f.savedAddressToDeleteId}` }),
    overrides: addressOwnerOnly,
  },
  // Measurement profiles (issue 26): a shopper's own; anybody else's is not found.
  "GET /api/measurements": {
    access: "signedIn",
    request: () => ({ path: "/api/measurements" }),
    check: (body, actor, f) => expect(idsOf(body).includes(f.measurementsId)).toBe(actor === "shopper"),
  },
  "POST /api/measurements": {
    access: "signedIn",
    allowed: 201,
    request: (_, actor) => ({ path: "/api/measurements", body: { ...MEASUREMENTS, name: `The ${actor}` } }),
  },
  "PUT /api/measurements/:id": {
    access: "owner",
    request: (f) => ({ path: `/api/measurements/${f.measurementsId}`, body: { ...MEASUREMENTS, name: "Me (updated)" } }),
    overrides: measurementsOwnerOnly,
  },
  // Her reference photo (issue 26): a form for her own key; a file is looked for under the caller's own prefix only.
  "POST /api/measurements/photo-upload": { access: "signedIn", allowed: 201, request: () => ({ path: "/api/measurements/photo-upload", body: { contentType: "image/jpeg", bytes: 2048 } }) },
  "GET /api/measurements/photos/:file": {
    access: "signedIn",
    request: () => ({ path: `/api/measurements/photos/${"ab".repeat(12)}.jpg` }),
    overrides: Object.fromEntries((["shopper", "otherShopper", "admin", "manager", "staff"] as const).map((actor) => [actor, { status: 404, error: "Photo not found" }])),
  },
  "DELETE /api/measurements/:id": {
    access: "owner",
    request: (f) => ({ path: `/api/measurements/${f.measurementsToDeleteId}` }),
    overrides: measurementsOwnerOnly,
  },
  "GET /api/auth/users": { access: { permission: "users" }, request: () => ({ path: "/api/auth/users?limit=50" }) },
  "PUT /api/auth/users/:id": {
    access: { permission: "users" },
    // Refused callers try to make someone an admin.
    request: (f, actor) => ({ path: `/api/auth/users/${f.userToEdit._id}`, body: isAdmin(actor) ? { name: "Pooja Verma Shah" } : { role: "admin", isActive: true } }),
  },
  "DELETE /api/auth/users/:id": { once: true, access: { permission: "users" }, request: (f) => ({ path: `/api/auth/users/${f.userToDelete._id}` }) },

  "GET /api/products": {
    access: "public",
    request: () => ({ path: "/api/products?limit=1000" }),
    // Only an active admin sees inactive products; a deactivated or demoted one is a shopper.
    check: (body, actor, f) => expect(idsIn(body).includes(f.inactiveProduct.id)).toBe(isAdmin(actor)),
  },
  "GET /api/products/cards": {
    access: "public",
    request: () => ({ path: "/api/products/cards" }),
    // The storefront's listing form holds active products only, whoever asks.
    check: (body, _actor, f) => {
      const ids = (body.data as { id: string[] }).id;
      expect(ids).toContain(f.product.id);
      expect(ids).not.toContain(f.inactiveProduct.id);
    },
  },
  "GET /api/products/:productId": {
    access: "public",
    request: (f) => ({ path: `/api/products/${f.inactiveProduct.id}` }),
    overrides: Object.fromEntries(ACTORS.filter((a) => !isAdmin(a)).map((a) => [a, { status: 404, error: "Product not found" }])),
  },
  "POST /api/products": { access: { permission: "products" }, allowed: 201, request: () => ({ path: "/api/products", body: sampleProduct({ name: "Leheriya Chiffon Saree" }) }) },
  "PUT /api/products/:productId": {
    access: { permission: "products" },
    // Refused callers try to sell it for a rupee.
    request: (f, actor) => ({ path: `/api/products/${f.product.id}`, body: sampleProduct({ name: f.product.name, price: isAdmin(actor) ? 1799 : 1, originalPrice: 1999, stock: f.product.stock }) }),
  },
  "DELETE /api/products/:productId": { once: true, access: { permission: "products" }, request: (f) => ({ path: `/api/products/${f.productToDelete.id}` }) },
  "GET /api/products/:productId/stock-movements": {
    access: { permission: "stock" },
    request: (f) => ({ path: `/api/products/${f.product.id}/stock-movements` }),
    // The product was created with stock: its first movement says so.
    check: (body) => expect((body.data as Array<{ reason: string }>).at(-1)?.reason).toBe("create"),
  },

  // Back in stock (issue 27): who waits for what, for reordering.
  "GET /api/back-in-stock": { access: { permission: "stock" }, request: () => ({ path: "/api/back-in-stock" }) },

  "GET /api/subcategories": {
    access: "public",
    request: () => ({ path: "/api/subcategories" }),
    check: (body, actor, f) => expect(idsIn(body).includes(f.inactiveSubcategory.id)).toBe(isAdmin(actor)),
  },
  "GET /api/subcategories/:id": {
    access: "public",
    request: (f) => ({ path: `/api/subcategories/${f.inactiveSubcategory.id}` }),
    overrides: Object.fromEntries(ACTORS.filter((a) => !isAdmin(a)).map((a) => [a, { status: 404, error: "Subcategory not found" }])),
  },
  "POST /api/subcategories/bulk": {
    access: { permission: "products" },
    request: (f) => ({ path: "/api/subcategories/bulk", body: { operations: [{ id: f.subcategoryToBulkDelete.id, action: "delete" }] } }),
  },
  "POST /api/subcategories": { once: true, access: { permission: "products" }, allowed: 201, request: () => ({ path: "/api/subcategories", body: { name: "Lehenga", category: "clothing" } }) },
  "PUT /api/subcategories/:id": {
    access: { permission: "products" },
    request: (f) => ({ path: `/api/subcategories/${f.subcategory.id}`, body: { name: "Anarkali Suits", category: "clothing" } }),
  },
  "DELETE /api/subcategories/:id": { once: true, access: { permission: "products" }, request: (f) => ({ path: `/api/subcategories/${f.subcategoryToDelete.id}` }) },

  "GET /api/orders": { access: { permission: "orders" }, request: () => ({ path: "/api/orders?limit=50" }) },
  "GET /api/orders/my-orders": {
    access: "signedIn",
    request: () => ({ path: "/api/orders/my-orders" }),
    check: (body, actor, f) => {
      const own = f.users[actor as Exclude<Actor, "anonymous">].user._id;
      expect((body.data as Order[]).every((order) => order.userId === own)).toBe(true);
      expect(idsIn(body).includes(f.paidOrder.id)).toBe(actor === "shopper");
    },
  },
  "GET /api/orders/:id": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}` }),
    // An admin reads any order; any other shopper is told there is no such order.
    overrides: { admin: "through", manager: "through", staff: "through" },
  },
  "PATCH /api/orders/:id/status": {
    access: { permission: "orders" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/status`, body: { status: "shipped", trackingNumber: "BLUEDART123", notes: "Packed" } }),
  },
  "DELETE /api/orders/:id": { once: true, access: { permission: "remove-orders" }, request: (f) => ({ path: `/api/orders/${f.abandonedOrder.id}` }) },
  // Shipping (issue 24): the courier is the local emulator.
  "GET /api/orders/:id/shipments": {
    access: { permission: "shipping" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/shipments` }),
    check: (body) => expect((body.data as { proposal: { weightGrams: number } }).proposal.weightGrams).toBeGreaterThan(0),
  },
  "POST /api/orders/:id/shipments": { once: true, access: { permission: "shipping" }, allowed: 201, request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/shipments`, body: {} }) },
  "POST /api/orders/:id/shipments/ndr": {
    access: { permission: "shipping" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/shipments/ndr`, body: { action: "re-attempt" } }),
    // Past the guard, the order has no failed delivery to answer (and may have no parcel yet).
    overrides: { admin: { status: 404, error: "This order has no shipment" }, manager: { status: 404, error: "This order has no shipment" }, staff: { status: 404, error: "This order has no shipment" } },
  },
  "POST /api/orders/:id/shipments/refresh": {
    access: { permission: "shipping" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/shipments/refresh` }),
    // Past the guard: no parcel yet when the refusals run; booked by the time an admin is let through.
    overrides: { admin: { status: 404, error: "This order has no shipment" }, manager: { status: 404, error: "This order has no shipment" }, staff: { status: 404, error: "This order has no shipment" } },
  },
  "GET /api/orders/:id/tracking": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/tracking` }),
    overrides: { admin: "through", manager: "through", staff: "through" },
  },
  // Cancellation (issue 25). Past the guards the body is left blank, so nobody cancels the order the
  // other rows use: the shopper's own order, and the back office, hear the reason is missing.
  "GET /api/orders/:id/cancellation": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/cancellation` }),
  },
  "POST /api/orders/:id/cancel": {
    access: "owner",
    request: (f, actor) => ({ path: `/api/orders/${f.paidOrder.id}/cancel`, body: { reason: actor === "shopper" ? "" : "Ordered by mistake" } }),
    overrides: { shopper: { status: 400, error: "Reason is required" } },
  },
  // Her own order only; the fixture's is not shipped, so even she finds no failed delivery to answer.
  "POST /api/orders/:id/delivery-answer": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/delivery-answer`, body: {} }),
    overrides: { shopper: { status: 404, error: "This order has no shipment" } },
  },
  "POST /api/orders/:id/cancel-by-shop": {
    access: { permission: "refunds" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/cancel-by-shop`, body: { reason: "" } }),
    overrides: Object.fromEntries(
      (["admin", "manager", "staff"] as const).map((actor) => [actor, { status: 400, error: "Reason is required" }]),
    ),
  },
  "POST /api/orders/:id/confirmation-call": {
    access: { permission: "call-list" },
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/confirmation-call`, body: { outcome: "confirmed", note: "Spoke to her" } }),
  },
  "POST /api/shipments/bulk": { access: { permission: "shipping" }, request: () => ({ path: "/api/shipments/bulk", body: { orderIds: ["0000000000000000000000ff"] } }) },
  "GET /api/shipments/undelivered": { access: { permission: "shipping" }, request: () => ({ path: "/api/shipments/undelivered" }) },
  "GET /api/shipments/ready": { access: { permission: "shipping" }, request: () => ({ path: "/api/shipments/ready" }) },
  "GET /api/shipments/to-call": { access: { permission: "call-list" }, request: () => ({ path: "/api/shipments/to-call" }) },
  // Production (issue 26): the board, a move and a job card. The fixtures hold no custom piece:
  // past the guard the move and the card find none.
  "GET /api/production": { access: { permission: "production" }, request: () => ({ path: "/api/production" }) },
  "POST /api/production/:id/stage": {
    access: { permission: "production" },
    request: (f) => ({ path: `/api/production/${f.paidOrder.id}-0/stage`, body: { from: "awaiting-measurements-check", to: "confirmed" } }),
    overrides: noProductionJob,
  },
  "GET /api/production/:id/job-card": { access: { permission: "production" }, request: (f) => ({ path: `/api/production/${f.paidOrder.id}-0/job-card` }), overrides: noProductionJob },
  "GET /api/production/:id/photo": { access: { permission: "production" }, request: (f) => ({ path: `/api/production/${f.paidOrder.id}-0/photo` }), overrides: noProductionJob },
  // The shopper's correction of a custom line's measurements: her paid order's line is ready-to-wear.
  "PUT /api/orders/:id/items/:line/measurements": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/items/0/measurements`, body: { values: { chest: 36 } } }),
    overrides: { shopper: { status: 409, error: NOT_CUSTOM } },
  },
  // Returns (issue 25): the shopper's request and her own list; the admin's screen and steps. The
  // paid order is not delivered, and no return exists: past the guard each says so.
  "GET /api/orders/:id/store-credit": { access: { permission: "store-credit" }, request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/store-credit` }) },
  "GET /api/orders/:id/settlement": { access: { permission: "payments" }, request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/settlement` }) },
  "GET /api/orders/:id/returnable": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/returnable` }),
    overrides: { admin: "through", manager: "through", staff: "through" },
  },
  "POST /api/orders/:id/returns": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.paidOrder.id}/returns`, body: { items: [{ product: f.paidOrder.orderItems[0]!.product, size: f.paidOrder.orderItems[0]!.size, quantity: 1, reason: "other", resolution: "store-credit" }] } }),
    overrides: { shopper: { status: 409, error: "Returns open once the order is delivered." } },
  },
  "GET /api/returns": { access: { permission: "returns" }, request: () => ({ path: "/api/returns?state=requested" }) },
  "GET /api/returns/mine": { access: "signedIn", request: () => ({ path: "/api/returns/mine" }) },
  // An upload is for one of her orders (issue 41): anyone else's order is not found.
  "POST /api/returns/media": { access: "owner", allowed: 201, request: (f) => ({ path: "/api/returns/media", body: { contentType: "image/jpeg", bytes: 2048, orderId: f.paidOrder.id } }) },
  "GET /api/returns/:id": { access: { permission: "returns" }, request: () => ({ path: `/api/returns/${NO_RETURN}` }), overrides: returnNotFound },
  "GET /api/returns/:id/media/:mediaId": { access: { permission: "returns" }, request: () => ({ path: `/api/returns/${NO_RETURN}/media/${NO_RETURN}` }), overrides: returnNotFound },
  "POST /api/returns/:id/approve": { access: { permission: "returns" }, request: () => ({ path: `/api/returns/${NO_RETURN}/approve` }), overrides: returnNotFound },
  "POST /api/returns/:id/reject": { access: { permission: "returns" }, request: () => ({ path: `/api/returns/${NO_RETURN}/reject`, body: { reason: "Worn" } }), overrides: returnNotFound },
  "POST /api/returns/:id/picked-up": {
    access: { permission: "returns" },
    request: () => ({ path: `/api/returns/${NO_RETURN}/picked-up`, body: { courier: "Delhivery", trackingNumber: "DLV1" } }),
    overrides: returnNotFound,
  },
  "POST /api/returns/:id/receive": {
    access: { permission: "returns" },
    request: () => ({ path: `/api/returns/${NO_RETURN}/receive`, body: { items: [{ product: NO_RETURN, size: "M", quantity: 1, condition: "restockable" }] } }),
    overrides: returnNotFound,
  },
  "POST /api/returns/:id/cancel": {
    access: "signedIn",
    request: () => ({ path: `/api/returns/${NO_RETURN}/cancel` }),
    overrides: Object.fromEntries((["shopper", "otherShopper", "admin", "manager", "staff"] as const).map((a) => [a, { status: 404, error: "Return not found" }])),
  },
  // Reviews (issue 27): nobody here has a delivered order of the product, so the guard lets each through to be told so.
  "GET /api/products/:productId/reviews": { access: "public", request: (f) => ({ path: `/api/products/${f.product.id}/reviews` }) },
  "POST /api/products/:productId/reviews": {
    access: "signedIn",
    request: (f) => ({ path: `/api/products/${f.product.id}/reviews`, body: { stars: 5, title: "Lovely", text: "Soft cotton, true colour.", fit: "true-to-size" } }),
    overrides: notABuyer,
  },
  "POST /api/products/:productId/reviews/photos": {
    access: "signedIn",
    request: (f) => ({ path: `/api/products/${f.product.id}/reviews/photos`, body: { contentType: "image/jpeg", bytes: 2048 } }),
    overrides: notABuyer,
  },
  "POST /api/products/:productId/reviews/photos/:mediaId": { access: "signedIn", request: (f) => ({ path: `/api/products/${f.product.id}/reviews/photos/${NO_RETURN}` }), overrides: notABuyer },
  "GET /api/reviews": { access: { permission: "reviews" }, request: () => ({ path: "/api/reviews?status=pending" }) },
  "PATCH /api/reviews/:id": {
    access: { permission: "reviews" },
    request: () => ({ path: `/api/reviews/${NO_RETURN}`, body: { status: "approved" } }),
    overrides: { admin: { status: 404, error: "Review not found" }, manager: { status: 404, error: "Review not found" } },
  },
  // Fit advice (issue 46): a product's fit for anyone, her own suggested size only for her, the owner's figures.
  "GET /api/products/:productId/fit": { access: "public", request: (f) => ({ path: `/api/products/${f.product.id}/fit` }), check: (body) => expect(body.data).not.toHaveProperty("suggestion") },
  "GET /api/products/:productId/fit/mine": { access: "signedIn", request: (f) => ({ path: `/api/products/${f.product.id}/fit/mine` }), check: (body) => expect(body.data).toHaveProperty("suggestion") },
  "GET /api/admin/fit-advice": { access: { permission: "products" }, request: () => ({ path: "/api/admin/fit-advice?flagged=1" }), check: (body) => expect(Array.isArray(body.data)).toBe(true) },
  "POST /api/reviews/:id/helpful": {
    access: "signedIn",
    request: () => ({ path: `/api/reviews/${NO_RETURN}/helpful` }),
    overrides: Object.fromEntries((["shopper", "otherShopper", "admin", "manager", "staff"] as const).map((a) => [a, { status: 404, error: "Review not found" }])),
  },
  // A forged "delivered" for the shopper's order; its only guard is the x-api-key (none sent here).
  "POST /api/webhooks/courier": {
    access: "courierKey",
    request: (f) => ({ path: "/api/webhooks/courier", body: { awb: "1411000000000", order_id: f.paidOrder.id, shipment_status_id: 7, current_timestamp: "2026-11-26 10:00:00" } }),
  },
  "GET /api/orders/:id/documents": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.refundedOrder.id}/documents` }),
    overrides: { admin: "through", manager: "through", staff: "through" },
    check: (body, _actor, f) => expect((body.data as { creditNotes: Array<{ refundId: string }> }).creditNotes.map((n) => n.refundId)).toEqual([f.refundId]),
  },
  "GET /api/orders/:id/invoice": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.refundedOrder.id}/invoice` }),
    overrides: { admin: "through", manager: "through", staff: "through" },
    // A presigned link into the documents' bucket (tests/api/document-pdfs.test.ts follows one).
    check: (body) => expect((body.data as { url: string }).url).toContain("X-Amz-Signature="),
  },
  "GET /api/orders/:id/credit-notes/:refundId": {
    access: "owner",
    request: (f) => ({ path: `/api/orders/${f.refundedOrder.id}/credit-notes/${f.refundId}` }),
    overrides: { admin: "through", manager: "through", staff: "through" },
    // A presigned link into the documents' bucket (tests/api/document-pdfs.test.ts follows one).
    check: (body) => expect((body.data as { url: string }).url).toContain("X-Amz-Signature="),
  },

  "GET /api/admin/discounts": { access: { permission: "discounts" }, request: () => ({ path: "/api/admin/discounts" }) },
  "POST /api/admin/discounts": {
    access: { permission: "discounts" },
    allowed: 201,
    // Refused callers try to make a code that gives everything away.
    request: (_f, actor) => ({ path: "/api/admin/discounts", body: { code: isAdmin(actor) ? `SHOPNEW${actor.length}` : "FREE100", kind: "percent", value: isAdmin(actor) ? 10 : 100 } }),
  },
  "PUT /api/admin/discounts/:code": {
    access: { permission: "discounts" },
    request: (f, actor) => ({ path: `/api/admin/discounts/${f.discountCode}`, body: { kind: "percent", value: isAdmin(actor) ? 12 : 100 } }),
  },
  "DELETE /api/admin/discounts/:code": { once: true, access: { permission: "discounts" }, request: (f) => ({ path: `/api/admin/discounts/${f.discountCodeToDelete}` }) },
  "POST /api/discounts/check": {
    access: "public",
    request: (f) => ({ path: "/api/discounts/check", body: { code: f.discountCode, items: [{ product: f.product.id, size: "M", quantity: 1 }] } }),
  },
  // Back in stock (issue 27): the fixture's product is in stock in M, so past the guard each caller hears so.
  "POST /api/products/:productId/back-in-stock": {
    access: "public",
    request: (f) => ({ path: `/api/products/${f.product.id}/back-in-stock`, body: { size: "M", email: "asha@example.in" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 409, error: "Size M is in stock: add it to your bag." }])),
  },
  // No link was sent: past the guard the token is refused as not valid.
  "POST /api/back-in-stock/confirm": {
    access: "public",
    request: () => ({ path: "/api/back-in-stock/confirm", body: { token: `${"0".repeat(32)}.${"a".repeat(43)}` } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: "This link is not valid or has expired. Please ask again on the product page." }])),
  },
  "POST /api/shipping/quote": {
    access: "public",
    request: (f) => ({ path: "/api/shipping/quote", body: { pincode: "560001", items: [{ product: f.product.id, size: "M", quantity: 1 }] } }),
  },
  "POST /api/users/:id/store-credit": {
    access: { permission: "store-credit" },
    // The same key from every role let through: one adjustment of ₹250, replays change nothing.
    request: (f) => ({ path: `/api/users/${f.users.shopper.user._id}/store-credit`, body: { amount: 250, reason: "Goodwill for a late parcel", idempotencyKey: "matrix-adjustment-1" } }),
  },
  "GET /api/store-credit": {
    access: "signedIn",
    request: () => ({ path: "/api/store-credit" }),
    // Each caller reads her own balance: the shopper's ₹250 from the owner's adjustment, nobody else's.
    check: (body, actor) => expect((body.data as { balance: number }).balance).toBe(actor === "shopper" ? 250 : 0),
  },
  "GET /api/users/:id/store-credit": { access: { permission: "store-credit" }, request: (f) => ({ path: `/api/users/${f.users.shopper.user._id}/store-credit` }) },
  // Gift cards (issue 45): a code anyone may look up (none of these is a card's), a signed-in
  // holder's redemption, and the owner's alone: the list, a card, a card issued, a card voided.
  "POST /api/gift-cards/balance": {
    access: "public",
    request: () => ({ path: "/api/gift-cards/balance", body: { code: "ABCD-EFGH-JKMN-PQRS" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 404, error: NO_SUCH_GIFT_CARD }])),
  },
  "POST /api/gift-cards/redeem": {
    access: "signedIn",
    request: () => ({ path: "/api/gift-cards/redeem", body: { code: "ABCD-EFGH-JKMN-PQRS" } }),
    overrides: Object.fromEntries((["shopper", "otherShopper", "admin", "manager", "staff"] as const).map((a) => [a, { status: 404, error: NO_SUCH_GIFT_CARD }])),
  },
  // Buying one: the amounts on sale for anyone, a purchase for whoever is signed in, its payment
  // confirmed by its buyer alone, and each buyer's own purchases.
  "GET /api/gift-cards/terms": { access: "public", request: () => ({ path: "/api/gift-cards/terms" }) },
  "POST /api/gift-cards/purchases": {
    access: "signedIn",
    allowed: 201,
    request: () => ({ path: "/api/gift-cards/purchases", body: { amount: 2_500, recipientName: "Asha Rao", recipientEmail: "asha.matrix@example.in" } }),
  },
  "POST /api/gift-cards/purchases/confirm": {
    access: "owner",
    request: (f) => ({ path: "/api/gift-cards/purchases/confirm", body: f.giftPurchase.handled }),
    overrides: Object.fromEntries((["otherShopper", "admin", "manager", "staff"] as const).map((a) => [a, { status: 404, error: "Gift card purchase not found" }])),
  },
  "GET /api/gift-cards/purchases": {
    access: "signedIn",
    request: () => ({ path: "/api/gift-cards/purchases" }),
    // Each caller reads her own: the shopper's card for Kavya is nobody else's.
    check: (body, actor, f) => expect(idsOf(body).includes(f.giftPurchase.purchaseId)).toBe(actor === "shopper"),
  },
  "GET /api/admin/gift-cards": { access: { permission: "gift-cards" }, request: () => ({ path: "/api/admin/gift-cards" }) },
  "GET /api/admin/gift-cards/:id": {
    access: { permission: "gift-cards" },
    request: () => ({ path: "/api/admin/gift-cards/0000000000000000000000cc" }),
    overrides: { admin: { status: 404, error: GIFT_CARD_NOT_FOUND } },
  },
  "POST /api/admin/gift-cards": {
    access: { permission: "gift-cards" },
    allowed: 201,
    request: () => ({ path: "/api/admin/gift-cards", body: { amount: 1_000, reason: "A make-good", recipientName: "Asha Rao", recipientEmail: "asha.matrix@example.in", idempotencyKey: "matrix-gift-card-1" } }),
  },
  "POST /api/admin/gift-cards/:id/void": {
    access: { permission: "gift-cards" },
    request: () => ({ path: "/api/admin/gift-cards/0000000000000000000000cc/void", body: { reason: "Sold by mistake" } }),
    overrides: { admin: { status: 404, error: GIFT_CARD_NOT_FOUND } },
  },
  "GET /api/settings": { access: { permission: "settings" }, request: () => ({ path: "/api/settings" }) },
  "PUT /api/settings": {
    access: { permission: "settings" },
    // Version 1: the test harness's own save (a shop that ships free). Refused callers try to make pickup impossible.
    request: (_f, actor) => ({
      path: "/api/settings",
      body: {
        version: 1,
        shipping: {
          pickupPincode: isAdmin(actor) ? "302003" : "999999",
          rates: Object.fromEntries(["withinCity", "withinState", "metroToMetro", "restOfIndia", "special"].map((zone) => [zone, { firstSlab: 0, extraSlab: 0 }])),
          freeShippingThreshold: 0,
          processingDays: 2,
        },
      },
    }),
  },
  "POST /api/cart/quote": {
    access: "public",
    request: (f) => ({ path: "/api/cart/quote", body: { items: [{ product: f.product.id, size: "M", quantity: 1 }] } }),
  },
  "GET /api/cart": {
    access: "signedIn",
    request: () => ({ path: "/api/cart" }),
    // Each caller reads only her own cart (none of them has saved one here).
    check: (body) => expect(body.data).toMatchObject({ items: [], version: 0 }),
  },
  "PUT /api/cart": {
    access: "signedIn",
    request: (f) => ({ path: "/api/cart", body: { items: [{ product: f.product.id, size: "M", quantity: 1 }], version: 0 } }),
  },
  "GET /api/wishlist": {
    access: "signedIn",
    request: () => ({ path: "/api/wishlist" }),
    check: (body) => expect(body.data).toMatchObject({ items: [], version: 0 }),
  },
  "PUT /api/wishlist": {
    access: "signedIn",
    request: (f) => ({ path: "/api/wishlist", body: { items: [{ product: f.product.id, size: "M" }], version: 0 } }),
  },
  "POST /api/admin/exports": {
    access: { permission: "exports" },
    allowed: 202,
    request: () => ({ path: "/api/admin/exports", body: { kind: "orders", from: "2026-04-01", to: "2027-03-31" } }),
    check: (body) => expect(body.data).toMatchObject({ kind: "orders", fileName: "orders-2026-04-01-to-2027-03-31.csv" }),
  },
  "GET /api/admin/exports": {
    access: { permission: "exports" },
    request: () => ({ path: "/api/admin/exports" }),
    check: (body) => expect(Array.isArray(body.data)).toBe(true),
  },
  "GET /api/admin/exports/:id": {
    access: { permission: "exports" },
    request: () => ({ path: "/api/admin/exports/000000000000000000000000" }),
    overrides: { admin: { status: 404, error: "Export not found" }, manager: { status: 404, error: "Export not found" } },
  },
  "POST /api/admin/products/import": {
    access: { permission: "products" },
    // A preview only: nothing is written even for an admin.
    request: (f) => ({ path: "/api/admin/products/import", body: { csv: `id,price\n${f.product.id},1799\n`, apply: false } }),
  },
  "GET /api/admin/sales": { access: { permission: "dashboard" }, request: () => ({ path: "/api/admin/sales?days=7" }) },
  "GET /api/admin/stats": { access: { permission: "dashboard" }, request: () => ({ path: "/api/admin/stats" }) },

  "POST /api/media/uploads": { access: { permission: "products" }, allowed: 201, request: () => ({ path: "/api/media/uploads", body: { contentType: "image/jpeg", bytes: 2048 } }) },
  "POST /api/media/uploads/:mediaId/photo": { once: true,
    access: { permission: "products" },
    allowed: 201,
    request: (f) => ({ path: `/api/media/uploads/${f.uploadedPhotoId}/photo` }),
    check: (body, _, f) => expect((body.data as { url: string }).url).toContain(f.uploadedPhotoId),
  },
  "GET /api/admin/events": { access: { permission: "dashboard" }, request: () => ({ path: "/api/admin/events?after=2000-01-01T00:00:00.000Z%23" }) },

  "POST /api/payments/create-order": {
    access: "signedIn",
    allowed: 201,
    request: (f) => ({ path: "/api/payments/create-order", body: { items: [{ product: f.product.id, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" } }),
    check: (body, actor, f) => expect((body.data as Order).userId).toBe(f.users[actor as Exclude<Actor, "anonymous">].user._id),
  },
  "POST /api/payments/validate-payment": {
    access: "owner",
    // Another shopper (or an admin) replaying the shopper's payment cannot confirm her order.
    request: (f) => ({ path: "/api/payments/validate-payment", body: f.awaiting.handled }),
  },
  "POST /api/payments/process": {
    access: "owner",
    request: (f) => ({
      path: "/api/payments/process",
      body: {
        razorpayOrderId: f.awaitingProcess.handled.razorpay_order_id,
        razorpayPaymentId: f.awaitingProcess.handled.razorpay_payment_id,
        razorpaySignature: f.awaitingProcess.handled.razorpay_signature,
      },
    }),
  },
  "POST /api/payments/cancel-checkout": {
    access: "owner",
    // Another shopper (or an admin) cannot give back the pieces the shopper is paying for.
    request: (f) => ({ path: "/api/payments/cancel-checkout", body: { orderId: f.checkoutToClose.orderId } }),
  },
  "GET /api/payments/admin/all": { access: { permission: "payments" }, request: () => ({ path: "/api/payments/admin/all" }) },
  "POST /api/payments/admin/refund": {
    access: { permission: "refunds" },
    request: (f, actor) => ({ path: "/api/payments/admin/refund", body: { paymentId: f.paidOrder.paymentId, reason: "Customer asked", ...(isAdmin(actor) ? { amount: 100 } : {}) } }),
  },
  "GET /api/staff": { access: { permission: "staff" }, request: () => ({ path: "/api/staff" }) },
  "POST /api/staff/invitations": {
    access: { permission: "staff" },
    allowed: 201,
    // Refused callers try to bring in another owner.
    request: (_f, actor) => ({ path: "/api/staff/invitations", body: { email: `invited-${actor.toLowerCase()}@example.in`, name: "Lata Invited", role: actor === "admin" ? "staff" : "owner" } }),
  },
  "PUT /api/staff/:id": {
    access: { permission: "staff" },
    request: (f, actor) => ({ path: `/api/staff/${f.staffToChange._id}`, body: { role: actor === "admin" ? "manager" : "owner" } }),
  },
  "DELETE /api/staff/:id": { access: { permission: "staff" }, request: (f) => ({ path: `/api/staff/${f.staffToRemove._id}` }) },
  // The day's limits (issue 39): read by the owner; a save names the settings' version it read.
  "GET /api/staff/limits": {
    access: { permission: "staff" },
    request: () => ({ path: "/api/staff/limits" }),
    check: (body) => expect(body.data).toMatchObject({ staff: 2000, manager: 20000 }),
  },
  "PUT /api/staff/limits": {
    access: { permission: "staff" },
    // Version 0 (never saved) is stale: past the guard the owner is told so, and no other row's settings move.
    request: () => ({ path: "/api/staff/limits", body: { staff: 999999, manager: 999999, version: 0 } }),
    overrides: { admin: { status: 409, error: SETTINGS_CHANGED } },
  },
  // The owner's approval queue (issue 39): nothing waits in the fixtures, so past the guard there is no such request.
  "GET /api/approvals": { access: { permission: "approvals" }, request: () => ({ path: "/api/approvals?status=pending" }) },
  "POST /api/approvals/:id/approve": {
    access: { permission: "approvals" },
    request: () => ({ path: `/api/approvals/${NO_RETURN}/approve` }),
    overrides: { admin: { status: 404, error: APPROVAL_NOT_FOUND } },
  },
  "POST /api/approvals/:id/decline": {
    access: { permission: "approvals" },
    request: () => ({ path: `/api/approvals/${NO_RETURN}/decline`, body: { reason: "Not our policy" } }),
    overrides: { admin: { status: 404, error: APPROVAL_NOT_FOUND } },
  },
  "POST /api/auth/accept-invitation": {
    access: "public",
    request: () => ({ path: "/api/auth/accept-invitation", body: { token: `${"0".repeat(24)}.${"A".repeat(43)}`, password: "Mehendi-Night-42" } }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: INVITATION_LINK_INVALID }])),
  },
  "GET /api/audit": {
    access: { permission: "audit" },
    request: () => ({ path: "/api/audit?limit=100" }),
    // The owner's changes in the set-up are there, with who made them.
    check: (body) => expect((body.data as Array<{ actor: { name: string } }>).some((e) => e.actor.name === "Meera Admin")).toBe(true),
  },

  // A forged "payment captured" for the shopper's unconfirmed order, with or without a session.
  // WhatsApp (issue 44): her own consent, an order's messages for the back office, and Meta's
  // webhook: its handshake answers only the verify token, its deliveries only the app secret's signature.
  "GET /api/whatsapp/consent": {
    access: "signedIn",
    request: () => ({ path: "/api/whatsapp/consent" }),
    // Each caller reads her own: only the shopper gave a number (the row below, or none yet).
    check: (body, actor) => expect((body.data as { phone: string | null }).phone === null || actor === "shopper").toBe(true),
  },
  "PUT /api/whatsapp/consent": {
    access: "signedIn",
    request: (_f, actor) => ({ path: "/api/whatsapp/consent", body: actor === "shopper" ? { phone: "9876543210", orderUpdates: true, offers: false } : { phone: "9876500000", orderUpdates: false, offers: false } }),
  },
  "GET /api/whatsapp/templates": { access: { permission: "settings" }, request: () => ({ path: "/api/whatsapp/templates" }) },
  "POST /api/whatsapp/templates/:name/test": {
    access: { permission: "settings" },
    // A name the shop never registered: the owner reaches the route and hears so; nothing is sent.
    request: () => ({ path: "/api/whatsapp/templates/no_such_template/test", body: { phone: "9876543210" } }),
    overrides: { admin: { status: 404, error: "There is no WhatsApp template called no_such_template." } },
  },
  "GET /api/whatsapp/orders/:id/messages": { access: { permission: "orders" }, request: (f) => ({ path: `/api/whatsapp/orders/${f.paidOrder.id}/messages` }) },
  "GET /api/webhooks/whatsapp": {
    access: "public",
    request: () => ({ path: "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=12345" }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 403, error: "The verify token does not match." }])),
  },
  // The SMS gateway's reports (issue 44) are unsigned: anyone reaches the route; a JSON body is no report.
  "POST /api/webhooks/sms": {
    access: "public",
    request: () => ({ path: "/api/webhooks/sms", body: {} }),
    overrides: Object.fromEntries(ACTORS.map((a) => [a, { status: 400, error: REPORT_INCOMPLETE }])),
  },
  "POST /api/webhooks/whatsapp": {
    access: "signature",
    request: () => ({ path: "/api/webhooks/whatsapp", body: { object: "whatsapp_business_account", entry: [] } }),
  },
  "POST /api/webhooks/razorpay": {
    access: "signature",
    request: (f) => ({
      path: "/api/webhooks/razorpay",
      body: { event: "payment.captured", payload: { payment: { entity: { id: f.awaiting.handled.razorpay_payment_id, order_id: f.awaiting.handled.razorpay_order_id } } } },
    }),
  },
};

/** What the guards alone say a caller gets. */
function outcome(row: RouteRow, actor: Actor): Outcome {
  const override = row.overrides?.[actor];
  if (override) return override;
  if (row.access === "public") return "through";
  if (row.access === "signature") return { status: 400, error: "Invalid webhook signature" };
  if (row.access === "courierKey") return { status: 401, error: "Invalid courier webhook key" };
  if (actor === "anonymous") return { status: 401, error: PLEASE_LOG_IN };
  // The token is genuine and unexpired, but the account was switched off or demoted since: its sessions ended.
  if (actor === "deactivatedAdmin" || actor === "demotedAdmin") return { status: 401, error: SESSION_EXPIRED };
  if (row.access === "signedIn") return "through";
  if (row.access === "owner") return actor === "shopper" ? "through" : { status: 404, error: "Order not found" };
  // An admin route: the table says which back-office roles may use it; shoppers never.
  const role = BACK_OFFICE[actor];
  if (!role) return { status: 403, error: NOT_AN_ADMIN };
  return may(role, row.access.permission) ? "through" : { status: 403, error: notPermitted(row.access.permission) };
}

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let f: Fixtures;

async function send(route: string, actor: Actor): Promise<{ status: number; body: Record<string, unknown> }> {
  const [method] = route.split(" ");
  const { path, body } = ROUTES[route]!.request(f, actor);
  const token = actor === "anonymous" ? "" : route === "POST /api/auth/logout" ? f.logoutTokens[actor] : f.users[actor].token;
  const headers: Record<string, string> = actor === "anonymous" ? {} : authHeader(token);
  if (body !== undefined) headers["content-type"] = "application/json";
  // The webhook's guard is the signature: a session next to a bad one changes nothing.
  if (route === "POST /api/webhooks/razorpay") headers["x-razorpay-signature"] = "0".repeat(64);
  const response = await shop.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const contentType = response.headers.get("content-type") ?? "";
  // A tax invoice or credit note comes as a PDF: what the caller got is its type and size.
  if (contentType === "application/pdf") return { status: response.status, body: { success: true, contentType, bytes: (await response.arrayBuffer()).byteLength } };
  // Downloads (CSV) answer a file, not JSON; refusals are always JSON.
  const isJson = contentType.startsWith("application/json");
  return { status: response.status, body: isJson ? ((await response.json()) as Record<string, unknown>) : { success: response.ok, file: await response.text() } };
}

/** Every item that says something about the shop (not the login throttle, events or dedupe memory). */
async function storedState(): Promise<string[]> {
  const items: Item[] = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
  return items
    .filter((item) => !/^(THROTTLE#|EVENT$|DEDUPE#)/.test(String(item.pk)))
    .map((item) => JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))))
    .sort();
}

async function pendingPaidAtRazorpay(shopper: SignedIn, size = "M") {
  const response = await shop.call("POST", "/api/payments/create-order", { ...authHeader(shopper.token), "content-type": "application/json" }, {
    items: [{ product: f.product.id, size, quantity: 1 }],
    shippingAddress: ADDRESS,
    source: "cart",
  });
  const started = (await response.json()) as { orderId: string; order: { id: string } };
  return { orderId: started.orderId, handled: await shop.emulator.payOrder(started.order.id, { card: SUCCESS_CARD }) };
}

beforeAll(async () => {
  const courier = await startCourierEmulator({ email: "api@matrix.test", password: "matrix-courier-password", webhookKey: "matrix-courier-key" });
  afterAll(() => courier.stop());
  shop = await paymentShop({
    env: {
      SHIPROCKET_EMAIL: "api@matrix.test",
      SHIPROCKET_PASSWORD: "matrix-courier-password",
      SHIPROCKET_API_BASE_URL: courier.apiUrl,
      COURIER_WEBHOOK_KEY: "matrix-courier-key",
      // A WhatsApp number set up (nothing here sends a message): its webhook is guarded as in a live shop.
      WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
      WHATSAPP_ACCESS_TOKEN: "matrix-whatsapp-token",
      WHATSAPP_APP_SECRET: "matrix-whatsapp-app-secret",
      WHATSAPP_VERIFY_TOKEN: "matrix-whatsapp-verify-token",
      WHATSAPP_API_URL: "http://127.0.0.1:9",
    },
  });
  // Razorpay's webhooks would confirm the orders the shopper paid for; here only the browser's
  // confirmation may, so they are held back past the end of the file.
  shop.emulator.updateSettings({ webhookDelayMs: 600_000 });
  const login = (options: Parameters<typeof signIn>[2]) => signIn(shop.app, shop.repos, options);
  const users = {
    shopper: await login({ name: "Asha Rao" }),
    otherShopper: await login({ name: "Kavya Menon" }),
    deactivatedAdmin: await login({ role: "admin", name: "Rohit Former" }),
    demotedAdmin: await login({ role: "admin", name: "Vikram Demoted" }),
    // The owner as stored before roles ("admin" reads as owner), a manager and a staff member.
    admin: await login({ role: "admin", name: "Meera Admin" }),
    manager: await login({ role: "manager", name: "Anil Manager" }),
    staff: await login({ role: "staff", name: "Rekha Staff" }),
  };
  const secondSession = async (who: SignedIn) => {
    const response = await shop.app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: who.email, password: who.password }) });
    return ((await response.json()) as { token: string }).token;
  };
  const logoutTokens = {
    shopper: await secondSession(users.shopper),
    otherShopper: await secondSession(users.otherShopper),
    deactivatedAdmin: await secondSession(users.deactivatedAdmin),
    demotedAdmin: await secondSession(users.demotedAdmin),
    admin: await secondSession(users.admin),
    manager: await secondSession(users.manager),
    staff: await secondSession(users.staff),
  };
  // Both logged in while they were admins; now the admin switches one off and demotes the other.
  for (const [who, change] of [[users.deactivatedAdmin, { isActive: false }], [users.demotedAdmin, { role: "user" }]] as const) {
    const response = await shop.app.request(`/api/auth/users/${who.user._id}`, {
      method: "PUT",
      headers: { ...authHeader(users.admin.token), "content-type": "application/json" },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(200);
  }

  const subcategory = (name: string, isActive = true) => shop.repos.subcategories.create({ name, category: "clothing", description: name, sortOrder: 1, isActive });
  // The subcategory sample products name, so product bodies are sound ones.
  await subcategory("Dress");
  f = {
    users,
    logoutTokens,
    // Stock for every checkout below: the shopper's new checkouts release her earlier ones (issue 22),
    // whose payments then take their pieces again from what is available.
    product: await shop.product({ name: "Mirror-work Anarkali", price: 1799, originalPrice: 1999, stock: 100 }),
    inactiveProduct: await shop.product({ name: "Retired Brocade Dress", isActive: false }),
    productToDelete: await shop.product({ name: "Discontinued Crepe Kurta" }),
    subcategory: await subcategory("Anarkali"),
    inactiveSubcategory: await subcategory("Winter Shawls", false),
    subcategoryToDelete: await subcategory("Old Stock"),
    subcategoryToBulkDelete: await subcategory("Clearance"),
    userToEdit: (await login({ name: "Pooja Verma" })).user,
    userToDelete: (await login({ name: "Ruchi Gupta" })).user,
    staffToChange: (await login({ role: "staff", name: "Sunita Staff" })).user,
    staffToRemove: (await login({ role: "staff", name: "Gita Staff" })).user,
    discountCode: "SHOPPERS5",
    discountCodeToDelete: "OLDSALE20",
  } as Fixtures;
  for (const [code, value] of [["SHOPPERS5", 5], ["OLDSALE20", 20]] as const) {
    await shop.repos.discounts.create({ code, description: "", kind: "percent", value, minOrderPaise: 0, startsAt: new Date(0).toISOString(), endsAt: null, maxUses: null, maxUsesPerCustomer: null, isActive: true });
  }
  const paid = await pendingPaidAtRazorpay(users.shopper);
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", { ...authHeader(users.shopper.token), "content-type": "application/json" }, paid.handled);
  expect(confirmed.status).toBe(200);
  // Confirmed on the phone, as every order is before its courier is booked (issue 39).
  const called = await shop.call("POST", `/api/orders/${paid.orderId}/confirmation-call`, { ...authHeader(users.admin.token), "content-type": "application/json" }, { outcome: "confirmed" });
  expect(called.status).toBe(200);
  f.paidOrder = (await shop.repos.orders.get(paid.orderId))!;
  f.awaiting = await pendingPaidAtRazorpay(users.shopper);
  f.awaitingProcess = await pendingPaidAtRazorpay(users.shopper);
  const gift = await shop.call("POST", "/api/gift-cards/purchases", { ...authHeader(users.shopper.token), "content-type": "application/json" }, { amount: 1_000, recipientName: "Kavya Menon", recipientEmail: "kavya.matrix@example.in" });
  const giftStarted = (await gift.json()) as { purchaseId: string; order: { id: string } };
  f.giftPurchase = { purchaseId: giftStarted.purchaseId, handled: await shop.emulator.payOrder(giftStarted.order.id, { card: SUCCESS_CARD }) };
  // A photo on its way in: uploaded to the bucket, its variants not yet asked for.
  const asked = await shop.call("POST", "/api/media/uploads", { ...authHeader(users.admin.token), "content-type": "application/json" }, { contentType: "image/jpeg", bytes: 2048 });
  const started = ((await asked.json()) as { data: { mediaId: string; upload: UploadForm } }).data;
  const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#7a1f3d" } }).jpeg().toBuffer();
  expect((await postUploadForm(started.upload, jpeg)).status).toBe(204);
  f.uploadedPhotoId = started.mediaId;
  f.checkoutToClose = await pendingPaidAtRazorpay(users.shopper);
  // A second paid order, partly refunded, its invoice and credit note issued by the outbox's sender.
  // (In size L: the M pieces are held by the orders above.)
  const refunded = await pendingPaidAtRazorpay(users.shopper, "L");
  expect((await shop.call("POST", "/api/payments/validate-payment", { ...authHeader(users.shopper.token), "content-type": "application/json" }, refunded.handled)).status).toBe(200);
  f.refundedOrder = (await shop.repos.orders.get(refunded.orderId))!;
  const refund = await shop.call("POST", "/api/payments/admin/refund", { ...authHeader(users.admin.token), "content-type": "application/json" }, { paymentId: f.refundedOrder.paymentId, amount: 99.5, reason: "Loose button" });
  expect(refund.status).toBe(200);
  f.refundId = ((await refund.json()) as { payment: { refundId: string } }).payment.refundId;
  expect(await drainOutbox(outboxDeps(shop, await localMailbox()))).toMatchObject({ retry: 0, gaveUp: 0 });

  const saveAddress = async (address: string) => {
    const response = await shop.call("POST", "/api/addresses", { ...authHeader(users.shopper.token), "content-type": "application/json" }, { ...ADDRESS, address });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  f.savedAddressId = await saveAddress("12 Civil Lines");
  f.savedAddressToDeleteId = await saveAddress("7 Mall Road");
  const saveMeasurements = async (name: string) => {
    const response = await shop.call("POST", "/api/measurements", { ...authHeader(users.shopper.token), "content-type": "application/json" }, { ...MEASUREMENTS, name });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  f.measurementsId = await saveMeasurements("Me");
  f.measurementsToDeleteId = await saveMeasurements("Mother");

  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  f.abandonedOrder = await shop.repos.orders.create({
    ...(await shop.repos.orders.get(f.awaiting.orderId))!,
    id: "65f0000000000000000000ab",
    razorpayOrderId: undefined,
    paymentId: undefined,
    createdAt: twoDaysAgo,
    updatedAt: twoDaysAgo,
  });
});

describe("the authorisation matrix", () => {
  it("has a row for every route the app serves, and only for those", () => {
    const served = new Set(shop.app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`));
    expect([...served].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("refuses every caller the guards refuse, with the right status and text, and nothing stored changes", async () => {
    const before = await storedState();
    const refusals: string[] = [];
    let count = 0;
    for (const route of Object.keys(ROUTES)) {
      for (const actor of ACTORS) {
        const expected = outcome(ROUTES[route]!, actor);
        if (expected === "through") continue;
        count++;
        const answer = await send(route, actor);
        if (answer.status !== expected.status || answer.body.success !== false || answer.body.error !== expected.error) {
          refusals.push(`${route} as ${actor}: expected ${expected.status} "${expected.error}", got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(count).toBeGreaterThan(80);
    expect(await storedState()).toEqual(before);
    // Nor did any refused refund reach Razorpay.
    const payment = (await shop.repos.payments.get(f.paidOrder.paymentId!))!;
    const atRazorpay = await shop.gateway.fetchPayment(payment.razorpayPaymentId!);
    expect(atRazorpay.amount_refunded).toBe(0);
  });

  it("lets every caller the guards allow through to the route itself, seeing only what is theirs", async () => {
    const problems: string[] = [];
    for (const route of Object.keys(ROUTES)) {
      const row = ROUTES[route]!;
      for (const actor of ACTORS) {
        if (outcome(row, actor) !== "through") continue;
        const answer = await send(route, actor);
        const wanted = row.allowed ?? 200;
        if (row.once && isAdmin(actor) && actor !== "admin") {
          if ([401, 403].includes(answer.status)) problems.push(`${route} as ${actor}: refused ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          continue;
        }
        if (answer.status !== wanted || answer.body.success !== true) {
          problems.push(`${route} as ${actor}: expected ${wanted}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          continue;
        }
        try {
          row.check?.(answer.body, actor, f);
        } catch (error) {
          problems.push(`${route} as ${actor}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // What the allowed calls did, they did to their own targets.
    expect((await shop.repos.orders.get(f.awaiting.orderId))!.isPaid).toBe(true);
    expect((await shop.repos.users.get(f.userToEdit._id))!).toMatchObject({ name: "Pooja Verma Shah", role: "user" });
    expect((await shop.repos.products.get(f.product.id))!.price).toBe(1799);
    expect(await shop.repos.storeCredit.balance(f.users.shopper.user._id)).toBe(25_000);
    expect(await shop.repos.orders.get(f.abandonedOrder.id)).toBeUndefined();
    const addresses = (await shop.repos.addressBook.get(f.users.shopper.user._id)).addresses;
    expect(addresses.map((a) => a.id)).not.toContain(f.savedAddressToDeleteId);
    expect(addresses.find((a) => a.id === f.savedAddressId)).toMatchObject({ address: "14 Civil Lines", isDefault: true });
  });

  it("keeps a deactivated admin, a demoted admin and a shopper out of the admin login", async () => {
    const adminLogin = (who: SignedIn) =>
      shop.app.request("/api/auth/admin-login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: who.email, password: TEST_PASSWORD }) });
    for (const [who, status, error] of [
      [f.users.deactivatedAdmin, 403, ACCOUNT_DEACTIVATED],
      [f.users.demotedAdmin, 403, ADMIN_ONLY],
      [f.users.shopper, 403, ADMIN_ONLY],
    ] as const) {
      const response = await adminLogin(who);
      expect(response.status, who.email).toBe(status);
      expect(await response.json()).toEqual({ success: false, error });
    }
    expect((await adminLogin(f.users.admin)).status).toBe(200);
  });
});
