// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShopEvent } from "../../shared/schemas/shop-event.js";
import { AdminEventsProvider, useShopEvents } from "../../web/src/admin/events/AdminEvents.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";
import type { EventFeedPage } from "../../web/src/admin/events/event-feed-api.js";
import { ToastList } from "../../web/src/admin/events/ToastList.js";
import { addToast, removeToast, type Toast } from "../../web/src/admin/events/toast-queue.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toast = (n: number): Toast => ({ id: `t${n}`, title: "New paid order", text: `₹${n},499.00 paid by Shopper ${n} for order #00000${n}` });

function paid(n: number): ShopEvent {
  return {
    id: `e${n}`,
    type: "payment.confirmed",
    text: `₹2,499.00 paid by Asha ${n} for order #abc12${n}`,
    refs: { orderId: `65f0c0ffee00000000abc12${n}` },
    at: new Date(2026, 0, 1, 10, n).toISOString(),
  };
}

/** The toasts as a person reads them, top to bottom. */
function shownTexts(): string[] {
  const region = screen.queryByRole("region", { name: "New orders" });
  return region ? within(region).queryAllByRole("status").map((card) => card.textContent ?? "") : [];
}

describe("order toasts", () => {
  it("keeps at most 5, the newest, and closes one by hand", async () => {
    let shown: Toast[] = [];
    for (let n = 1; n <= 7; n++) shown = addToast(shown, toast(n));
    expect(shown.map((t) => t.id)).toEqual(["t3", "t4", "t5", "t6", "t7"]);
    expect(addToast(shown, toast(7))).toHaveLength(5);

    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <ToastList toasts={shown} onClose={onClose} />
      </MemoryRouter>,
    );
    expect(shownTexts()).toHaveLength(5);
    expect(shownTexts()[0]).toContain("paid by Shopper 3");
    screen.getByRole("button", { name: /Close: .*Shopper 5/ }).click();
    expect(onClose).toHaveBeenCalledWith("t5");
    expect(removeToast(shown, "t5").map((t) => t.id)).toEqual(["t3", "t4", "t6", "t7"]);
  });

  it("shows a toast per newly paid order from the feed, each gone after 10 seconds", async () => {
    vi.useFakeTimers();
    const pages: EventFeedPage[] = [
      { events: [], cursor: "c0" },
      { events: [paid(1), { ...paid(2), id: "login", type: "user.logged_in", text: "Asha logged in" }], cursor: "c1" },
      { events: [paid(3)], cursor: "c2" },
    ];
    const asked: (string | undefined)[] = [];
    const fetchPage = async (after: string | undefined) => {
      asked.push(after);
      return pages.shift() ?? { events: [], cursor: after ?? "c9" };
    };
    render(
      <MemoryRouter>
        <ServerStateProvider>
          <AdminEventsProvider feed={{ intervalMs: 4000, fetchPage }}>
            <p>Dashboard</p>
          </AdminEventsProvider>
        </ServerStateProvider>
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0)); // first poll: starts from now
    expect(shownTexts()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(4000)); // second poll: one payment, one login
    expect(shownTexts()).toHaveLength(1);
    expect(shownTexts()[0]).toContain("₹2,499.00 paid by Asha 1 for order #abc121");
    expect(screen.getByRole("link", { name: /paid by Asha 1/ }).getAttribute("href")).toBe("/admin/orders?orderId=65f0c0ffee00000000abc121");

    await act(async () => vi.advanceTimersByTimeAsync(4000)); // t = 8 s: a second toast
    expect(shownTexts()).toHaveLength(2);
    // The first arrived at t = 4 s: still there at 13.9 s, gone at 14 s; the second stays until 18 s.
    await act(async () => vi.advanceTimersByTimeAsync(5900));
    expect(shownTexts()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(shownTexts()).toHaveLength(1);
    expect(shownTexts()[0]).toContain("Asha 3");
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(shownTexts()).toEqual([]);
    // The feed was followed by its cursor.
    expect(asked.slice(0, 4)).toEqual([undefined, "c0", "c1", "c2"]);
  });

  it("never shows more than 5 even when many payments arrive at once", async () => {
    vi.useFakeTimers();
    const burst = Array.from({ length: 8 }, (_, i) => paid(i + 1));
    let served = false;
    const fetchPage = async (after: string | undefined) => {
      if (after === undefined) return { events: [], cursor: "c0" };
      if (served) return { events: [], cursor: "c1" };
      served = true;
      return { events: burst, cursor: "c1" };
    };
    render(
      <MemoryRouter>
        <ServerStateProvider>
          <AdminEventsProvider feed={{ intervalMs: 4000, fetchPage }}>
            <p>Orders</p>
          </AdminEventsProvider>
        </ServerStateProvider>
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    const texts = shownTexts();
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain("Asha 4");
    expect(texts[4]).toContain("Asha 8");
    // Closing one by hand leaves the other four.
    await act(async () => screen.getByRole("button", { name: /Close: .*Asha 6/ }).click());
    expect(shownTexts()).toHaveLength(4);
    expect(shownTexts().join(" ")).not.toContain("Asha 6");
  });

  it("hands new events to the screens that listen, and pauses while the tab is hidden", async () => {
    vi.useFakeTimers();
    let hidden = false;
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    let calls = 0;
    const fetchPage = async (after: string | undefined) => {
      calls++;
      return after === undefined ? { events: [], cursor: "c0" } : { events: [{ ...paid(calls), type: "user.registered" as const, text: `New shopper ${calls}` }], cursor: `c${calls}` };
    };
    const heard: string[] = [];
    function Listener() {
      useShopEvents(["user.registered"], (events) => heard.push(...events.map((event) => event.text)));
      return null;
    }
    render(
      <MemoryRouter>
        <ServerStateProvider>
          <AdminEventsProvider feed={{ intervalMs: 4000, fetchPage }}>
            <Listener />
          </AdminEventsProvider>
        </ServerStateProvider>
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(heard).toEqual(["New shopper 2"]);
    expect(shownTexts()).toEqual([]); // only paid orders make toasts

    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    const before = calls;
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(calls).toBe(before);

    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(calls).toBe(before + 1);
    Reflect.deleteProperty(document, "hidden");
  });
});
