// @vitest-environment jsdom
// The admin's discount codes screen against answers shaped like /api/admin/discounts: the list
// with what each code takes off, its dates in India time, uses and held, and whether it works
// now; the form's checks, the request it sends (dates read as India time), the server's reasons;
// delete after confirmation.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiscountCode } from "../../shared/schemas/discount-code.js";
import { discountState } from "../../web/src/admin/discounts/discount-look.js";
import DiscountsPage from "../../web/src/admin/discounts/DiscountsPage.js";
import { fromIndiaInput, toIndiaInput } from "../../shared/india-time.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: "DIWALI10",
    description: "Diwali: 10% off",
    kind: "percent",
    value: 10,
    minOrder: 2000,
    startsAt: "2026-10-20T00:00:00.000Z",
    endsAt: "2026-11-05T18:29:00.000Z",
    maxUses: 100,
    maxUsesPerCustomer: 1,
    isActive: true,
    uses: 3,
    held: 1,
    createdAt: "2026-10-01T00:00:00.000Z",
    updatedAt: "2026-10-01T00:00:00.000Z",
    ...overrides,
  };
}

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

function serve(answer: (call: Call) => { status?: number; body: unknown } | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const found = answer(call) ?? { status: 500, body: { success: false, error: "unexpected" } };
    return Response.json(found.body, { status: found.status ?? 200 });
  });
  return calls;
}

function renderPage() {
  return render(
    <ServerStateProvider>
      <MemoryRouter>
        <DiscountsPage />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem("token", "t");
  localStorage.setItem("user", JSON.stringify({ _id: "a", name: "Admin", role: "admin" }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("discount codes: rules", () => {
  it("read and write the form's dates as India time, whatever the browser's zone", () => {
    expect(fromIndiaInput("2026-11-05T23:59")).toBe("2026-11-05T18:29:00.000Z");
    expect(toIndiaInput("2026-11-05T18:29:00.000Z")).toBe("2026-11-05T23:59");
    expect(fromIndiaInput("2026-11-05")).toBeNull();
  });

  it("say whether a code works now: off, scheduled, expired, used up or active", () => {
    const now = Date.parse("2026-10-25T00:00:00Z");
    expect(discountState(code(), now)).toBe("active");
    expect(discountState(code({ isActive: false }), now)).toBe("off");
    expect(discountState(code({ startsAt: "2026-10-26T00:00:00Z" }), now)).toBe("scheduled");
    expect(discountState(code({ endsAt: "2026-10-24T00:00:00Z" }), now)).toBe("expired");
    expect(discountState(code({ uses: 100 }), now)).toBe("used-up");
    expect(discountState(code({ endsAt: null, maxUses: null, uses: 5000 }), now)).toBe("active");
  });
});

describe("discount codes screen", () => {
  it("lists each code with what it takes off, the minimum, dates, uses and held", async () => {
    vi.setSystemTime(new Date("2026-10-25T00:00:00Z"));
    serve(({ url }) => (url === "/api/admin/discounts" ? { body: { success: true, data: [code(), code({ code: "FLAT500", kind: "amount", value: 500, description: "", minOrder: 0, endsAt: null, maxUses: null, maxUsesPerCustomer: null, uses: 12, held: 0, isActive: false })] } } : undefined));
    renderPage();
    const table = within(await screen.findByRole("table"));
    await waitFor(() => expect(table.getAllByRole("row")).toHaveLength(3));
    const cells = table.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    expect(cells[0]!.slice(0, 6)).toEqual(["DIWALI10Diwali: 10% off", "10% off", "₹2,000.00", "20 Oct 2026, 5:30 amto 5 Nov 2026, 11:59 pm", "3 of 100 used, 1 held1 per customer", "Active"]);
    expect(cells[1]!.slice(0, 6)).toEqual(["FLAT500", "₹500.00 off", "Any order", "20 Oct 2026, 5:30 amno end", "12 used", "Off"]);
    expect(screen.getByText("2 codes")).toBeTruthy();
  });

  it("checks the form, sends the new code with dates in India time, and shows the server's refusal", async () => {
    const calls = serve(({ method, url, body }) => {
      if (method === "GET") return { body: { success: true, data: [] } };
      if (method === "POST" && url === "/api/admin/discounts") {
        if (body?.code === "DIWALI10") return { status: 409, body: { success: false, error: "A discount code DIWALI10 already exists." } };
        return { status: 201, body: { success: true, data: code({ code: String(body?.code) }) } };
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderPage();
    expect(await screen.findByText("No discount codes yet")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "New code" }));
    const dialog = within(screen.getByRole("dialog", { name: "New discount code" }));
    await u.click(dialog.getByRole("button", { name: "Create code" }));
    const errors = () => Array.from(document.querySelectorAll(".field__error")).map((element) => element.textContent);
    expect(errors()).toEqual(["Code is required", "Percent off is required"]);
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Code/));

    await u.type(dialog.getByLabelText(/^Code/), "diwali 10");
    await u.type(dialog.getByLabelText(/^Percent off/), "120");
    await u.clear(dialog.getByLabelText(/^Total uses/));
    await u.type(dialog.getByLabelText(/^Total uses/), "0");
    await u.type(dialog.getByLabelText(/^Ends/), "2020-01-01T00:00");
    await u.click(dialog.getByRole("button", { name: "Create code" }));
    expect(errors()).toEqual([
      "A discount code is 3 to 20 letters, digits, - or _",
      "Percent off must be a whole number from 1 to 100",
      "End must be after the start",
      "Total uses must be a whole number of 1 or more, or empty for no limit",
    ]);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await u.clear(dialog.getByLabelText(/^Code/));
    await u.type(dialog.getByLabelText(/^Code/), "diwali10");
    await u.clear(dialog.getByLabelText(/^Percent off/));
    await u.type(dialog.getByLabelText(/^Percent off/), "10");
    await u.clear(dialog.getByLabelText(/^Minimum order/));
    await u.type(dialog.getByLabelText(/^Minimum order/), "2000");
    await u.clear(dialog.getByLabelText(/^Starts/));
    await u.type(dialog.getByLabelText(/^Starts/), "2026-10-20T00:00");
    await u.clear(dialog.getByLabelText(/^Ends/));
    await u.type(dialog.getByLabelText(/^Ends/), "2026-11-05T23:59");
    await u.clear(dialog.getByLabelText(/^Total uses/));
    await u.type(dialog.getByLabelText(/^Total uses/), "100");
    await u.type(dialog.getByLabelText(/^Description/), "Diwali: 10% off");
    await u.click(dialog.getByRole("button", { name: "Create code" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("A discount code DIWALI10 already exists.");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      code: "DIWALI10",
      description: "Diwali: 10% off",
      kind: "percent",
      value: 10,
      minOrder: 2000,
      startsAt: "2026-10-19T18:30:00.000Z",
      endsAt: "2026-11-05T18:29:00.000Z",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      isActive: true,
    });

    await u.clear(dialog.getByLabelText(/^Code/));
    await u.type(dialog.getByLabelText(/^Code/), "DIWALI15");
    await u.click(dialog.getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("status").textContent).toContain("Code DIWALI15 created.");
  });

  it("edits a code without its name in the body, a fixed amount with no limits", async () => {
    const calls = serve(({ method }) => (method === "GET" ? { body: { success: true, data: [code()] } } : method === "PUT" ? { body: { success: true, data: code() } } : undefined));
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole("button", { name: "Edit DIWALI10" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit DIWALI10" }));
    expect(dialog.queryByLabelText(/^Code/)).toBeNull();
    expect((dialog.getByLabelText(/^Starts/) as HTMLInputElement).value).toBe("2026-10-20T05:30");
    await u.click(dialog.getByLabelText("A fixed amount in rupees"));
    await u.clear(dialog.getByLabelText(/^Amount off/));
    await u.type(dialog.getByLabelText(/^Amount off/), "250.5");
    await u.clear(dialog.getByLabelText(/^Ends/));
    await u.clear(dialog.getByLabelText(/^Total uses/));
    await u.clear(dialog.getByLabelText(/^Uses per customer/));
    await u.click(dialog.getByLabelText(/^Active/));
    await u.click(dialog.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.url).toBe("/api/admin/discounts/DIWALI10");
    expect(put.body).toEqual({
      description: "Diwali: 10% off",
      kind: "amount",
      value: 250.5,
      minOrder: 2000,
      startsAt: "2026-10-20T00:00:00.000Z",
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      isActive: false,
    });
  });

  it("deletes after confirmation, and keeps the dialog with the server's reason when it cannot", async () => {
    let held = true;
    const calls = serve(({ method }) => {
      if (method === "GET") return { body: { success: true, data: [code()] } };
      if (method === "DELETE")
        return held
          ? { status: 409, body: { success: false, error: "Shoppers are paying with DIWALI10 right now. Switch it off instead, or delete it once their checkouts end." } }
          : { body: { success: true } };
      return undefined;
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole("button", { name: "Delete DIWALI10" }));
    const dialog = within(screen.getByRole("dialog", { name: "Delete discount code" }));
    expect(dialog.getByText(/Are you sure you want to delete the code/).textContent).toContain("DIWALI10");
    await u.click(dialog.getByRole("button", { name: "Delete" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("Shoppers are paying with DIWALI10 right now.");
    expect(screen.getAllByRole("row")).toHaveLength(2);
    held = false;
    await u.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("No discount codes yet")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/admin/discounts/DIWALI10", "/api/admin/discounts/DIWALI10"]);
  });
});
