import { describe, expectTypeOf, it } from "vitest";
import type { DiscountQuote } from "../../shared/schemas/discount-code.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { User } from "../../shared/schemas/user.js";
import type { Answer, ApiPath } from "../../web/src/api/contract.js";

// The web's response types come from the server's routes (web/src/api/contract.ts). These checks
// run in `npm run typecheck`: a route that answers a different shape fails them there.
describe("the API contract the web reads from the routes", () => {
  it("gives an order's amounts as numbers of rupees, as the order screens read them", () => {
    type OrderAnswer = Answer<"/orders/:id", "$get">;
    expectTypeOf<OrderAnswer["success"]>().toEqualTypeOf<true>();
    expectTypeOf<OrderAnswer["data"]["totalPrice"]>().toEqualTypeOf<number>();
    expectTypeOf<OrderAnswer["data"]["orderItems"][number]["price"]>().toEqualTypeOf<number>();
    expectTypeOf<OrderAnswer["data"]>().toExtend<Order>();
  });

  it("types the checkout's answers: the Razorpay order to open, then the confirmation", () => {
    type Created = Answer<"/payments/create-order", "$post">;
    expectTypeOf<Created["amount"]>().toEqualTypeOf<number>();
    expectTypeOf<Created["currency"]>().toEqualTypeOf<"INR">();
    expectTypeOf<Created["data"]>().toExtend<Order>();
    type Confirmed = Answer<"/payments/validate-payment", "$post">;
    expectTypeOf<Confirmed["payment"]>().toExtend<Payment>();
    expectTypeOf<Extract<Confirmed, { awaitingConfirmation: true }>["message"]>().toEqualTypeOf<string>();
  });

  it("types the catalogue's cached answers like any other", () => {
    expectTypeOf<Answer<"/products/:productId", "$get">["data"]>().toExtend<Product>();
    expectTypeOf<Answer<"/products", "$get">["data"][number]>().toExtend<Product>();
    expectTypeOf<Answer<"/products", "$get">["pagination"]["nextCursor"]>().toEqualTypeOf<string | null>();
  });

  it("types the dashboard, the discount check and the session from their routes", () => {
    expectTypeOf<Answer<"/admin/stats", "$get">["data"]["totalRevenue"]>().toEqualTypeOf<number>();
    expectTypeOf<Answer<"/discounts/check", "$post">["data"]>().toExtend<DiscountQuote>();
    expectTypeOf<Answer<"/auth/login", "$post">["token"]>().toEqualTypeOf<string>();
    expectTypeOf<Answer<"/auth/login", "$post">["user"]>().toExtend<User>();
  });

  it("keeps error answers out of a route's answer type (health's 503 is thrown by the client)", () => {
    expectTypeOf<Answer<"/health", "$get">["success"]>().toEqualTypeOf<true>();
  });

  it("knows only the paths the server routes", () => {
    expectTypeOf<"/orders/:id">().toExtend<ApiPath>();
    expectTypeOf<"/no-such-route">().not.toExtend<ApiPath>();
  });
});
