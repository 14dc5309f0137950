// Every route the app serves is admin-only unless this file says otherwise. The routes come from
// the app's own route table, so a route added later without a guard fails here until someone
// decides, in review, that it belongs in one of the two small lists below.
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderRecord } from "../../functions/data/orders.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { testApp } from "../support/test-app.js";

/** Anyone may call these. */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/config",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/admin-login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/verify-email",
  // The sign-up e-mail's link (issue 41): its secret is the guard; it makes the account.
  "POST /api/auth/finish-signup",
  // The invitation's token is the guard: the invited person has no password yet.
  "POST /api/auth/accept-invitation",
  // A one-time code to a mobile (issue 44): the same answer for every number; the code is the guard.
  "POST /api/auth/phone/code",
  "POST /api/auth/phone/verify",
  // The pass a right code gave is the guard: it makes one account for that number.
  "POST /api/auth/phone/sign-up",
  "POST /api/cart/quote",
  // Delivery to a PIN, asked from the product page before signing in; limited per source.
  "POST /api/shipping/quote",
  "GET /api/products",
  "GET /api/products/cards",
  "GET /api/products/:productId",
  "GET /api/subcategories",
  "GET /api/subcategories/:id",
  // Razorpay's servers call it; the signature over the body is the guard.
  "POST /api/webhooks/razorpay",
  // The courier's servers call it; the x-api-key the shop chose is the guard.
  "POST /api/webhooks/courier",
  // Meta's WhatsApp webhook: the app secret's signature guards deliveries, the verify token the handshake.
  "GET /api/webhooks/whatsapp",
  "POST /api/webhooks/whatsapp",
  // The SMS gateway's delivery reports (issue 44): unsigned, they only move a code's status forward.
  "POST /api/webhooks/sms",
  // A visitor may try a code in the cart; signed in, their own limit is checked too.
  "POST /api/discounts/check",
  // "Notify me" on a sold-out size: signed in or by an address that must confirm; limited per source and address.
  "POST /api/products/:productId/back-in-stock",
  // The confirmation e-mail's link: its secret is the guard.
  "POST /api/back-in-stock/confirm",
  // A product's published reviews, for the product page (issue 27).
  "GET /api/products/:productId/reviews",
  // How a product fits, from its buyers' counts (issue 46): aggregate, never a buyer.
  "GET /api/products/:productId/fit",
  // A gift card's balance (issue 45): the code is the guard; limited per source.
  "POST /api/gift-cards/balance",
  // The gift card amounts on sale and the custom range (issue 45).
  "GET /api/gift-cards/terms",
]);

/** Any signed-in user; each route limits the caller to their own data. */
const SHOPPER_ROUTES = new Set([
  "GET /api/auth/me",
  "PUT /api/auth/update-profile",
  "POST /api/auth/logout",
  "POST /api/auth/change-password",
  "POST /api/auth/add-password",
  "GET /api/addresses",
  "POST /api/addresses",
  "PUT /api/addresses/:id",
  "DELETE /api/addresses/:id",
  "GET /api/measurements",
  "POST /api/measurements",
  "PUT /api/measurements/:id",
  "DELETE /api/measurements/:id",
  // Her reference photo (issue 26): a form for her own key, and her own photo back.
  "POST /api/measurements/photo-upload",
  "GET /api/measurements/photos/:file",
  "GET /api/auth/my-data",
  "GET /api/auth/consents",
  "POST /api/auth/resend-verification",
  // Her own number to sign in with (issue 44), verified by its code.
  "POST /api/auth/phone/link/code",
  "POST /api/auth/phone/link",
  "DELETE /api/auth/phone/link",
  "GET /api/cart",
  "PUT /api/cart",
  "GET /api/wishlist",
  "PUT /api/wishlist",
  "DELETE /api/auth/account",
  "GET /api/orders/my-orders",
  "GET /api/store-credit",
  // A gift card's balance into her own store credit (issue 45): the code is the card.
  "POST /api/gift-cards/redeem",
  // Her WhatsApp choices (issue 44): her own alone.
  "GET /api/whatsapp/consent",
  "PUT /api/whatsapp/consent",
  // Her gift card purchases (issue 45): started, confirmed and listed for the buyer alone.
  "POST /api/gift-cards/purchases",
  "POST /api/gift-cards/purchases/confirm",
  "GET /api/gift-cards/purchases",
  "GET /api/orders/:id",
  "GET /api/orders/:id/documents",
  "GET /api/orders/:id/invoice",
  "GET /api/orders/:id/credit-notes/:refundId",
  "GET /api/orders/:id/tracking",
  "GET /api/orders/:id/cancellation",
  "POST /api/orders/:id/cancel",
  "POST /api/orders/:id/delivery-answer",
  "GET /api/orders/:id/returnable",
  // Made to measure (issue 26): her own custom line's measurements, within 24 hours, before the check.
  "PUT /api/orders/:id/items/:line/measurements",
  "POST /api/orders/:id/returns",
  "GET /api/returns/mine",
  "POST /api/returns/media",
  "POST /api/returns/:id/cancel",
  // A buyer's review, its photos, and a shopper's "helpful" (issue 27): each checks she bought it, or votes once.
  "POST /api/products/:productId/reviews",
  "POST /api/products/:productId/reviews/photos",
  "POST /api/products/:productId/reviews/photos/:mediaId",
  "POST /api/reviews/:id/helpful",
  // Her own suggested size (issue 46), from the sizes she kept: shown to her alone.
  "GET /api/products/:productId/fit/mine",
  "POST /api/payments/create-order",
  "POST /api/payments/validate-payment",
  "POST /api/payments/process",
  "POST /api/payments/cancel-checkout",
]);

type Shop = Awaited<ReturnType<typeof testApp>>;
interface Route {
  method: string;
  path: string;
}

/** The routes the app serves, once each; middleware entries (method ALL on a wildcard) are not routes. */
function servedRoutes(app: Shop["app"]): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" && path.endsWith("*")) continue;
    seen.set(`${method} ${path}`, { method: method === "ALL" ? "GET" : method, path });
  }
  return [...seen.values()];
}

const NO_SUCH_ID = "0000000000000000000000ff";
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, NO_SUCH_ID);
const key = (route: Route) => `${route.method} ${route.path}`;

let shop: Shop;
let routes: Route[];
let shopper: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  shop = await testApp();
  routes = servedRoutes(shop.app);
  shopper = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
});

function call(route: Route, headers: Record<string, string> = {}) {
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  return shop.app.request(concrete(route.path), {
    method: route.method,
    headers: { ...(hasBody ? { "content-type": "application/json" } : {}), ...headers },
    body: hasBody ? "{}" : undefined,
  });
}

/** The shoppers' catalogue reads are meant to be cached (briefly, revalidated by ETag); nothing else is. */
const CACHEABLE = new Set(["GET /api/products", "GET /api/products/cards", "GET /api/products/:productId"]);

function expectSecureHeaders(response: Response, cacheable = false) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  if (cacheable && response.status === 200) expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
  else expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("the route table", () => {
  it("is read from the app, and every listed public or shopper route really exists", () => {
    const served = new Set(routes.map(key));
    // The accounts and admin routes are there, so the enumeration is not silently empty.
    for (const route of ["POST /api/auth/register", "GET /api/auth/users", "PUT /api/auth/users/:id", "DELETE /api/auth/users/:id", "GET /api/admin/stats", "GET /api/admin/events"]) {
      expect(served).toContain(route);
    }
    // A stale allow-list entry could cover a future route by accident: keep the lists true.
    for (const route of [...PUBLIC_ROUTES, ...SHOPPER_ROUTES]) expect(served, `${route} is allow-listed but not served`).toContain(route);
  });
});

describe("admin routes", () => {
  const adminRoutes = () => routes.filter((r) => !PUBLIC_ROUTES.has(key(r)) && !SHOPPER_ROUTES.has(key(r)));

  it("exist beyond the accounts' own (the check covers every router)", () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(6);
  });

  it("answer 401 without a token, before looking at the request", async () => {
    for (const route of adminRoutes()) {
      const response = await call(route);
      expect(response.status, key(route)).toBe(401);
      expect(await response.json(), key(route)).toEqual({ success: false, error: "Please log in to continue." });
      expectSecureHeaders(response);
    }
  });

  it("answer 403 to a shopper with the spec's text", async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, authHeader(shopper.token));
      expect(response.status, key(route)).toBe(403);
      expect(await response.json(), key(route)).toEqual({ success: false, error: "Access denied. Admin privileges required." });
      expectSecureHeaders(response);
    }
  });

  it("answer 401 to a forged token", async () => {
    const [header, payload] = admin.token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    for (const route of adminRoutes()) {
      expect((await call(route, authHeader(forged))).status, key(route)).toBe(401);
    }
  });

  it("let an admin through to the route itself", async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, authHeader(admin.token));
      expect([401, 403], key(route)).not.toContain(response.status);
      expect(response.status, key(route)).toBeLessThan(500);
    }
  });
});

describe("shopper routes", () => {
  it("answer 401 without a token", async () => {
    for (const route of routes.filter((r) => SHOPPER_ROUTES.has(key(r)))) {
      const response = await call(route);
      expect(response.status, key(route)).toBe(401);
      expectSecureHeaders(response);
    }
  });

  it("never show a shopper another shopper's order", async () => {
    const kavya = await signIn(shop.app, shop.repos, { name: "Kavya Menon" });
    const id = "65f0000000000000000000aa";
    const createdAt = new Date().toISOString();
    const hers: OrderRecord = {
      id,
      userId: kavya.user.id,
      user: { _id: kavya.user.id, name: "Kavya Menon", email: kavya.email },
      orderItems: [{ product: "p1", name: "Banarasi Silk Saree", image: "", size: "M", quantity: 1, pricePaise: 899_900 }],
      paymentMethod: "card",
      itemsPaise: 899_900,
      taxPaise: 137_273,
      shippingPaise: 0,
      totalPaise: 899_900,
      isPaid: true,
      status: "processing",
      shippingAddress: { name: "Kavya", email: kavya.email, phone: "9876543210", address: "3 Brigade Road", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
      statusHistory: [],
      createdAt,
      updatedAt: createdAt,
    };
    await shop.repos.orders.create(hers);

    const own = await shop.app.request(`/api/orders/${id}`, { headers: authHeader(kavya.token) });
    expect(own.status).toBe(200);
    const other = await shop.app.request(`/api/orders/${id}`, { headers: authHeader(shopper.token) });
    expect([403, 404]).toContain(other.status);
    expect(JSON.stringify(await other.json())).not.toContain("Brigade Road");
    const mine = await shop.app.request("/api/orders/my-orders", { headers: authHeader(shopper.token) });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).not.toContain(id);
    // Nor can she reach it through the admin's routes.
    for (const [method, path] of [["GET", "/api/orders"], ["PATCH", `/api/orders/${id}/status`], ["DELETE", `/api/orders/${id}`]] as const) {
      expect((await call({ method, path }, authHeader(shopper.token))).status).toBe(403);
    }
    expect((await shop.repos.orders.get(id))!.status).toBe("processing");
  });
});

describe("public routes", () => {
  it("carry the secure headers too", async () => {
    for (const route of routes.filter((r) => PUBLIC_ROUTES.has(key(r)) && r.method === "GET")) {
      expectSecureHeaders(await call(route), CACHEABLE.has(key(route)));
    }
  });
});
