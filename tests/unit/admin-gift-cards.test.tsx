// @vitest-environment jsdom
// The owner's gift cards screen (issue 45) against answers shaped like /api/admin/gift-cards: the
// issue form's checks in her words before anything is sent, the body it sends (whole rupees,
// blanks left out, one key per opened form so a double tap or a retry issues once), and the list
// with the shop's totals and where each card stands.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ownerGiftCardSchema } from "../../shared/schemas/gift-card.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import { cardStanding } from "../../web/src/admin/gift-cards/gift-card-look.js";
import type { GiftCardRow } from "../../web/src/admin/gift-cards/gift-cards-api.js";
import GiftCardsPage from "../../web/src/admin/gift-cards/GiftCardsPage.js";
import { emptyIssueForm, issueFormSchema } from "../../web/src/admin/gift-cards/issue-form.js";
import { checkForm } from "../../web/src/components/ui/form/form-problems.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

const today = shopDate(new Date());

function giftCard(overrides: Partial<GiftCardRow> = {}): GiftCardRow {
  return {
    id: "01J0000000000000000000CARD",
    lastFour: "PQRS",
    issued: 2500,
    balance: 2500,
    status: "active",
    issuedAt: "2026-10-20T04:30:00.000Z",
    validUntil: "2099-10-20T04:30:00.000Z",
    origin: { kind: "owner", by: "Meera Iyer", byId: "u-owner", reason: "Diwali gift to a loyal shopper" },
    recipient: { name: "Kavya Mehta", email: "kavya@example.in" },
    deliveredAt: "2026-10-20T04:31:00.000Z",
    ...overrides,
  };
}
const TOTALS = { issued: 10_000, redeemed: 2_000, expired: 500, voided: 1_000, outstanding: 6_500 };

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
    if (call.method === "GET" && url.startsWith("/api/admin/gift-cards?")) return Response.json({ success: true, data: { cards: [], totals: TOTALS }, pagination: { limit: 20, nextCursor: null } });
    const found = answer(call) ?? { status: 500, body: { success: false, error: "unexpected" } };
    return Response.json(found.body, { status: found.status ?? 200 });
  });
  return calls;
}

function renderPage() {
  return render(
    <ServerStateProvider>
      <MemoryRouter>
        <GiftCardsPage />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

async function openIssueForm() {
  const u = userEvent.setup();
  renderPage();
  await u.click(await screen.findByRole("button", { name: "Issue a gift card" }));
  return { u, dialog: within(screen.getByRole("dialog", { name: "Issue a gift card" })) };
}

const errors = () => Array.from(document.querySelectorAll(".field__error")).map((element) => element.textContent);

beforeEach(() => {
  localStorage.setItem("token", "t");
  localStorage.setItem("user", JSON.stringify({ _id: "u-owner", name: "Meera Iyer", role: "owner" }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the issue form's rules", () => {
  const filled = { ...emptyIssueForm(), amount: "2500", recipientName: " Kavya Mehta ", recipientEmail: "kavya@example.in", reason: "Diwali gift" };

  it("makes the body the server takes: whole rupees, trimmed, blanks left out", () => {
    const checked = checkForm(issueFormSchema(today), filled);
    expect(checked).toEqual({ ok: true, data: { amount: 2500, recipientName: "Kavya Mehta", recipientEmail: "kavya@example.in", reason: "Diwali gift" } });
    const dated = checkForm(issueFormSchema(today), { ...filled, from: "Anjali", message: "Happy Diwali!", deliverOn: addDays(today, 90) });
    expect(dated.ok && ownerGiftCardSchema.safeParse({ ...dated.data, idempotencyKey: "gift-abcdefgh" }).success).toBe(true);
  });

  it("names each problem in the owner's words", () => {
    const check = (changes: Record<string, string>) => {
      const checked = checkForm(issueFormSchema(today), { ...filled, ...changes });
      return checked.ok ? {} : checked.errors;
    };
    expect(check({ amount: "12.50" })).toEqual({ amount: "Amount must be whole rupees, ₹1 or more" });
    expect(check({ amount: "0" })).toEqual({ amount: "Amount must be whole rupees, ₹1 or more" });
    expect(check({ recipientEmail: "kavya@" })).toEqual({ recipientEmail: "Please enter a valid email address" });
    expect(check({ deliverOn: addDays(today, -1) })).toEqual({ deliverOn: "Send on is in the past: leave it empty to send the card now" });
    expect(check({ deliverOn: addDays(today, 91) })).toEqual({ deliverOn: "Send on can be at most 90 days ahead" });
    expect(check({ reason: "ok" })).toEqual({ reason: "Say why, in at least 3 characters" });
    expect(check({ message: "x".repeat(301) })).toEqual({ message: "Message is at most 300 characters" });
  });
});

describe("issuing a gift card on the screen", () => {
  it("shows every problem beside its field and sends nothing, focusing the first", async () => {
    const calls = serve(() => undefined);
    const { u, dialog } = await openIssueForm();
    expect(dialog.getByText("Its code goes only to the recipient's e-mail: you will never see it.")).toBeTruthy();
    await u.click(dialog.getByRole("button", { name: "Issue gift card" }));
    expect(errors()).toEqual(["Amount is required", "Recipient's name is required", "Recipient's e-mail is required", "Reason is required"]);
    expect(document.activeElement).toBe(dialog.getByLabelText("Amount (₹)"));
    await u.type(dialog.getByLabelText("Amount (₹)"), "99.5");
    await u.type(dialog.getByLabelText("Recipient's name"), "Kavya Mehta");
    await u.type(dialog.getByLabelText("Recipient's e-mail"), "kavya@example");
    await u.type(dialog.getByLabelText("Reason"), "ok");
    await u.click(dialog.getByRole("button", { name: "Issue gift card" }));
    expect(errors()).toEqual(["Amount must be whole rupees, ₹1 or more", "Please enter a valid email address", "Say why, in at least 3 characters"]);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends one key for the opened form: a refused send tried again issues the same card once", async () => {
    let tries = 0;
    const calls = serve(({ method, url }) => {
      if (method !== "POST" || url !== "/api/admin/gift-cards") return undefined;
      tries += 1;
      if (tries === 1) return { status: 503, body: { success: false, error: "The shop is busy. Please try again." } };
      return { status: 201, body: { success: true, message: "Gift card issued: its code goes to kavya@example.in now", data: giftCard({ lastFour: undefined, deliveredAt: undefined }) } };
    });
    const { u, dialog } = await openIssueForm();
    await u.type(dialog.getByLabelText("Amount (₹)"), "2500");
    await u.type(dialog.getByLabelText("Recipient's name"), "Kavya Mehta");
    await u.type(dialog.getByLabelText("Recipient's e-mail"), "kavya@example.in");
    await u.type(dialog.getByLabelText("From (optional)"), "Meera");
    await u.type(dialog.getByLabelText("Reason"), "Diwali gift to a loyal shopper");
    await u.click(dialog.getByRole("button", { name: "Issue gift card" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("The shop is busy. Please try again.");
    await u.dblClick(dialog.getByRole("button", { name: "Issue gift card" }));
    await screen.findByText("Gift card issued: its code goes to kavya@example.in now");
    expect(screen.queryByRole("dialog")).toBeNull();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({ amount: 2500, recipientName: "Kavya Mehta", recipientEmail: "kavya@example.in", from: "Meera", reason: "Diwali gift to a loyal shopper", idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it("gives a newly opened form a key of its own", async () => {
    const calls = serve(({ method }) => (method === "POST" ? { status: 201, body: { success: true, message: "Gift card issued", data: giftCard() } } : undefined));
    const { u } = await openIssueForm();
    for (let round = 0; round < 2; round += 1) {
      if (round === 1) await u.click(screen.getByRole("button", { name: "Issue a gift card" }));
      const dialog = within(screen.getByRole("dialog", { name: "Issue a gift card" }));
      await u.type(dialog.getByLabelText("Amount (₹)"), "1000");
      await u.type(dialog.getByLabelText("Recipient's name"), "Kavya Mehta");
      await u.type(dialog.getByLabelText("Recipient's e-mail"), "kavya@example.in");
      await u.type(dialog.getByLabelText("Reason"), "Make-good for a late parcel");
      await u.click(dialog.getByRole("button", { name: "Issue gift card" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    const keys = calls.filter((call) => call.method === "POST").map((call) => call.body?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe("the gift cards list", () => {
  it("says where a card stands: not sent, active, partly or wholly redeemed, expired, voided", () => {
    const now = Date.parse("2026-11-01T00:00:00Z");
    expect(cardStanding(giftCard({ deliveredAt: undefined }), now)).toBe("waiting");
    expect(cardStanding(giftCard(), now)).toBe("active");
    expect(cardStanding(giftCard({ balance: 1000 }), now)).toBe("partly-redeemed");
    expect(cardStanding(giftCard({ balance: 0 }), now)).toBe("redeemed");
    expect(cardStanding(giftCard({ validUntil: "2026-10-31T00:00:00.000Z" }), now)).toBe("expired");
    expect(cardStanding(giftCard({ status: "voided", balance: 0 }), now)).toBe("voided");
  });

  it("shows the totals with what the shop owes, and each card with its last four or that it is not sent yet", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ success: true, data: { cards: [giftCard({ balance: 0 }), giftCard({ id: "01J0000000000000000000CAR2", lastFour: undefined, deliveredAt: undefined, deliverOn: "2099-01-05" })], totals: TOTALS }, pagination: { limit: 20, nextCursor: null } }),
    );
    renderPage();
    const totals = within(await screen.findByRole("list", { name: "Gift card totals" }));
    await waitFor(() => expect(totals.getByTestId("gift-card-outstanding").textContent).toBe("₹6,500.00"));
    expect(totals.getByText("What the shop owes on its cards")).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell").slice(0, 6).map((cell) => cell.textContent)).toEqual(["…PQRSSent 20 Oct 2026", "Kavya Mehtakavya@example.in", "₹2,500.00", "₹0.00", "20 Oct 2099", "Redeemed"]);
    expect(within(rows[1]!).getAllByRole("cell").slice(0, 6).map((cell) => cell.textContent)).toEqual(["Not sent yetGoes on 5 Jan 2099", "Kavya Mehtakavya@example.in", "₹2,500.00", "₹2,500.00", "20 Oct 2099", "Not sent yet"]);
    expect(screen.getByText(/neither you nor anyone here can see it/)).toBeTruthy();
  });

  it("voids a card only after a reason and a yes, then reads the list again", async () => {
    let voided = false;
    const calls: Call[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.method === "POST") {
        voided = true;
        return Response.json({ success: true, message: "Gift card voided", data: giftCard({ status: "voided", balance: 0 }) });
      }
      const cards = [voided ? giftCard({ status: "voided", balance: 0 }) : giftCard(), giftCard({ id: "01J0000000000000000000CAR3", lastFour: "WXYZ", balance: 0 })];
      return Response.json({ success: true, data: { cards, totals: TOTALS }, pagination: { limit: 20, nextCursor: null } });
    });
    const u = userEvent.setup();
    renderPage();
    // Nothing left on a redeemed card: nothing to void.
    await screen.findByRole("button", { name: "Ledger of the card ending WXYZ for Kavya Mehta" });
    expect(screen.queryByRole("button", { name: "Void the card ending WXYZ for Kavya Mehta" })).toBeNull();
    await u.click(screen.getByRole("button", { name: "Void the card ending PQRS for Kavya Mehta" }));
    const dialog = within(screen.getByRole("dialog", { name: "Void gift card" }));
    expect(dialog.getByText(/Its balance of/).textContent).toBe("Void the card ending PQRS for Kavya Mehta? Its balance of ₹2,500.00 is taken back and its code stops working. This cannot be undone.");
    await u.click(dialog.getByRole("button", { name: "Void card" }));
    expect(dialog.getByText("Say why, in at least 3 characters")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await u.type(dialog.getByLabelText("Reason"), "Sold by mistake");
    await u.click(dialog.getByRole("button", { name: "Void card" }));
    await screen.findByText("Card ending PQRS for Kavya Mehta voided.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([{ method: "POST", url: "/api/admin/gift-cards/01J0000000000000000000CARD/void", body: { reason: "Sold by mistake" } }]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Void the card ending PQRS for Kavya Mehta" })).toBeNull());
  });
});
