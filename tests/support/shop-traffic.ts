// A steady stream of shoppers and an admin using the shop, kept up while a test breaks something
// underneath it. Every request is recorded (when it started and ended, what came back), and every
// checkout is remembered, so the test can judge each answer by when it was asked and check that
// no order or payment was lost.
import type { Product } from "@shared/schemas/product-record.js";
import { seededRandom } from "./load-figures.js";
import { SHOPPER_PASSWORD, type Answer, type CheckoutHandlerResponse, type Session, type ShopClient } from "./shop-client.js";

export interface TrafficRecord {
  route: string;
  startedAt: number;
  endedAt: number;
  /** 0 when no answer came at all. */
  status: number;
  text: string;
  retryAfter: string | null;
}

export interface TrafficCheckout {
  token: string;
  orderId: string;
  /** Set once Razorpay's checkout captured the payment. */
  handled?: CheckoutHandlerResponse;
  /** The shop answered the page's confirmation with 200. */
  confirmed: boolean;
}

export interface Registration {
  email: string;
  status: number;
}

export interface TrafficWorld {
  client: ShopClient;
  admin: Session;
  shoppers: Array<Session & { email: string }>;
  products: Product[];
}

export interface Traffic {
  records: TrafficRecord[];
  checkouts: TrafficCheckout[];
  registrations: Registration[];
  /** Lets the requests in flight finish, then stops. */
  stop(): Promise<void>;
}

export function startTraffic(world: TrafficWorld, options: { lanes: number; seed: number }): Traffic {
  const { client, admin, shoppers, products } = world;
  const random = seededRandom(options.seed);
  const records: TrafficRecord[] = [];
  const checkouts: TrafficCheckout[] = [];
  const registrations: Registration[] = [];
  let running = true;
  let registered = 0;

  async function timed<T>(route: string, request: () => Promise<Answer<T>>): Promise<Answer<T> | undefined> {
    const startedAt = Date.now();
    try {
      const answer = await request();
      records.push({ route, startedAt, endedAt: Date.now(), status: answer.status, text: answer.text, retryAfter: answer.headers.get("retry-after") });
      return answer;
    } catch (error) {
      records.push({ route, startedAt, endedAt: Date.now(), status: 0, text: (error as Error).message, retryAfter: null });
      return undefined;
    }
  }

  async function buy(shopper: Session) {
    const product = random.pick(products);
    const started = await timed("POST /payments/create-order", () =>
      client.startCheckoutCall(shopper.token, [{ productId: product.id, size: random.pick(["S", "M", "L"]), quantity: 1 }]),
    );
    if (started?.status !== 201) return;
    const checkout: TrafficCheckout = { token: shopper.token, orderId: started.body.data.id, confirmed: false };
    checkouts.push(checkout);
    // Paying happens at Razorpay (the emulator), which stays up whatever happens to the shop.
    checkout.handled = await client.payAtCheckout({ order: started.body.data, razorpayOrderId: started.body.order.id, keyId: started.body.keyId });
    const confirmed = await timed("POST /payments/validate-payment", () => client.confirmCall(shopper.token, checkout.handled!));
    checkout.confirmed = confirmed?.status === 200;
  }

  const actions: Array<[number, (shopper: Session & { email: string }, lane: number) => Promise<unknown>]> = [
    [5, () => timed("GET /products", () => client.call("GET", "/products?limit=20"))],
    [4, () => timed("GET /products/:id", () => client.call("GET", `/products/${random.pick(products).id}`))],
    [2, () => timed("GET /subcategories", () => client.call("GET", "/subcategories"))],
    [1, () => timed("GET /config", () => client.call("GET", "/config"))],
    [2, (s) => timed("GET /auth/me", () => client.call("GET", "/auth/me", { token: s.token }))],
    [2, (s) => timed("GET /orders/my-orders", () => client.call("GET", "/orders/my-orders", { token: s.token }))],
    [1, (s) => timed("POST /auth/login", () => client.call("POST", "/auth/login", { body: { email: s.email, password: SHOPPER_PASSWORD } }))],
    [
      1,
      async (_, lane) => {
        const email = `newcomer-${options.seed}-${lane}-${++registered}@example.in`;
        const answer = await timed("POST /auth/register", () => client.call("POST", "/auth/register", { body: { name: "Naina Kapoor", email, password: SHOPPER_PASSWORD } }));
        // The account is made by the e-mail's link (issue 41): its answer is the registration's outcome.
        // A link whose sending the database's outage cut short waits out the outbox's 120 s lease
        // before it is sent again: up to 150 s, so a late e-mail is not read as a lost one.
        const finished = answer?.status === 202 ? await timed("POST /auth/finish-signup", () => client.finishSignup(email, 150_000)) : undefined;
        registrations.push({ email, status: finished?.status ?? 0 });
      },
    ],
    [4, (s) => buy(s)],
    [1, () => timed("GET /admin/stats", () => client.call("GET", "/admin/stats", { token: admin.token }))],
    [1, () => timed("GET /orders", () => client.call("GET", "/orders?limit=20", { token: admin.token }))],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const pick = () => {
    let roll = random.next() * totalWeight;
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
    return actions[0]![1];
  };

  const lanes = Array.from({ length: options.lanes }, async (_, lane) => {
    const shopper = shoppers[lane % shoppers.length]!;
    while (running) {
      try {
        await pick()(shopper, lane);
      } catch (error) {
        // Only Razorpay's checkout (not under test) throws; note it and carry on.
        records.push({ route: "razorpay checkout", startedAt: Date.now(), endedAt: Date.now(), status: 0, text: (error as Error).message, retryAfter: null });
      }
    }
  });

  return {
    records,
    checkouts,
    registrations,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}
