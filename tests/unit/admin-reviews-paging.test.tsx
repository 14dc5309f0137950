// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import ReviewsPage from "../../web/src/admin/reviews/ReviewsPage.js";

// The admin's Reviews screen (issue 27) reads the list a page at a time: "Show more reviews"
// adds the next page under the first, and goes once the server says there is no more.

const review = (n: number) => ({
  id: `r${n}`,
  productId: "66a1b2c3d4e5f6a7b8c9d0e1",
  productName: `Chanderi Kurta ${n}`,
  userId: "u1",
  author: "Asha R.",
  orderId: "66a1b2c3d4e5f6a7b8c9d0e2",
  orderNumber: "#C9D0E2",
  size: "M",
  stars: 4,
  title: `Lovely ${n}`,
  text: "Soft and true to colour.",
  fit: "true-to-size",
  photos: [],
  status: "pending",
  helpful: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's Reviews screen", () => {
  it("shows the first page, then the next one under it, and no button once all are shown", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        const page = new URL(url, "http://shop.test").searchParams.get("cursor") === "50" ? { data: [review(51)], pagination: { limit: 50, nextCursor: null } } : { data: Array.from({ length: 50 }, (_, i) => review(i + 1)), pagination: { limit: 50, nextCursor: "50" } };
        return new Response(JSON.stringify({ success: true, ...page }), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
    render(
      <MemoryRouter>
        <ReviewsPage />
      </MemoryRouter>,
    );
    await screen.findByText("Lovely 50");
    expect(screen.getByText("50+ reviews")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    await screen.findByText("Lovely 51");
    expect(screen.getByText("Lovely 1")).toBeTruthy();
    expect(screen.getByText("51 reviews")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
    expect(asked.map((url) => new URL(url, "http://shop.test").searchParams.get("cursor"))).toEqual([null, "50"]);
  });
});
