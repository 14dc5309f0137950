// @vitest-environment jsdom
// A signed-in shopper's cart kept with her account (issue 22 item 11), in the browser's store:
// merged with the account's at the start of a signed-in visit, saved over the version read, and
// merged again when another device saved first (409).
import { renderHook, waitFor, cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartQuote, QuotedLine } from "../../shared/schemas/saved-lists.js";
import type { User } from "../../shared/schemas/user.js";
import { CartProvider, useCart } from "../../web/src/stores/cart/CartProvider.js";

const A = "65f0000000000000000000a1";
const B = "65f0000000000000000000b2";
const C = "65f0000000000000000000c3";
const NAMES: Record<string, string> = { [A]: "Ajrakh Dress", [B]: "Bagru Saree", [C]: "Chanderi Kurta" };
const shopper: User = { _id: "u1", id: "u1", name: "Asha Rao", email: "asha@example.in", phone: "", role: "user", isActive: true, createdAt: "2026-01-01T00:00:00.000Z", address: { street: "", city: "", state: "", zipCode: "", country: "India" } };
const product = (id: string) => ({ _id: id, name: NAMES[id]!, price: 1500, images: [], sizes: ["M"], stock: 9, stockBySize: { M: 9 } });

type Line = { product: string; size: string; quantity: number };
interface Server {
  lists: Array<{ items: Line[]; version: number }>;
  puts: Array<{ items: Line[]; version: number }>;
  /** Answers to the PUTs, in turn (200 with the next version unless given). */
  putStatuses: number[];
}

function serve(server: Server) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url === "/api/cart" && (init?.method ?? "GET") === "GET") return json({ success: true, data: { ...server.lists.shift()!, updatedAt: null } });
      if (url === "/api/cart" && init?.method === "PUT") {
        server.puts.push(body);
        const status = server.putStatuses.shift() ?? 200;
        if (status === 409) return json({ success: false, error: "Your cart was changed on another device." }, 409);
        return json({ success: true, data: { items: body.items, version: body.version + 1, updatedAt: null } });
      }
      if (url === "/api/cart/quote") {
        const lines: QuotedLine[] = (body.items as Line[]).map((line) => ({ ...line, name: NAMES[line.product]!, image: null, price: 1500, sizes: ["M"], stockBySize: { M: 9 }, left: 9, problem: null, message: null }));
        return json({ success: true, data: { lines, itemsPrice: 0, taxPrice: 0, totalPrice: 0 } satisfies CartQuote });
      }
      if (url.startsWith("/api/products")) return json({ success: true, data: { id: [] }, pagination: {} });
      return json({ success: false, error: `Not here: ${url}` }, 404);
    }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const lines = (items: ReturnType<typeof useCart>["items"]) => items.map((item) => [item.product._id, item.size, item.quantity]);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("token", "t0ken-for-tests");
  localStorage.setItem("user", JSON.stringify(shopper));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a signed-in shopper's cart on the server", () => {
  it("joins the account's lines to this browser's at the start of a visit, and saves the two as one", async () => {
    localStorage.setItem("cart", JSON.stringify([{ product: product(A), size: "M", quantity: 1 }, { product: product(C), size: "M", quantity: 1 }]));
    const server: Server = { lists: [{ items: [{ product: A, size: "M", quantity: 3 }, { product: B, size: "M", quantity: 1 }], version: 3 }], puts: [], putStatuses: [] };
    serve(server);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(server.puts).toHaveLength(1));
    // The same line keeps the larger quantity; each side's other lines are kept.
    const merged = [
      { product: A, size: "M", quantity: 3 },
      { product: C, size: "M", quantity: 1 },
      { product: B, size: "M", quantity: 1 },
    ];
    expect(lines(result.current.items)).toEqual(merged.map((line) => [line.product, line.size, line.quantity]));
    expect(server.puts[0]).toEqual({ items: merged, version: 3 });
    await waitFor(() => expect(JSON.parse(localStorage.getItem("cart-saved")!)).toEqual({ shopperId: "u1", version: 4, unsaved: false }));
  });

  it("when another device saved first, reads its cart, keeps both and saves over the newer version", async () => {
    localStorage.setItem("cart", JSON.stringify([{ product: product(A), size: "M", quantity: 1 }]));
    localStorage.setItem("cart-saved", JSON.stringify({ shopperId: "u1", version: 1, unsaved: false }));
    const server: Server = {
      lists: [
        { items: [{ product: A, size: "M", quantity: 1 }], version: 1 },
        { items: [{ product: A, size: "M", quantity: 1 }, { product: C, size: "M", quantity: 2 }], version: 2 },
      ],
      puts: [],
      putStatuses: [409, 200],
    };
    serve(server);
    const { result } = renderHook(() => useCart(), { wrapper });
    // In step with the account: nothing to save yet.
    await waitFor(() => expect(server.lists).toHaveLength(1));
    result.current.addToCart(product(B), "M");
    await waitFor(() => expect(server.puts).toHaveLength(2));
    expect(server.puts.map((put) => put.version)).toEqual([1, 2]);
    expect(server.puts[1]!.items).toEqual([
      { product: A, size: "M", quantity: 1 },
      { product: B, size: "M", quantity: 1 },
      { product: C, size: "M", quantity: 2 },
    ]);
    await waitFor(() => expect(lines(result.current.items)).toEqual([
      [A, "M", 1],
      [B, "M", 1],
      [C, "M", 2],
    ]));
  });

  it("a browser in step with the account takes a newer copy saved elsewhere (a line removed there stays removed)", async () => {
    localStorage.setItem("cart", JSON.stringify([{ product: product(A), size: "M", quantity: 1 }, { product: product(B), size: "M", quantity: 1 }]));
    localStorage.setItem("cart-saved", JSON.stringify({ shopperId: "u1", version: 4, unsaved: false }));
    const server: Server = { lists: [{ items: [{ product: B, size: "M", quantity: 2 }], version: 5 }], puts: [], putStatuses: [] };
    serve(server);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(lines(result.current.items)).toEqual([[B, "M", 2]]));
    expect(server.puts).toEqual([]);
  });
});
