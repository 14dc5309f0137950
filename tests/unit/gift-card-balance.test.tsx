// @vitest-environment jsdom
// The gift card balance page (issue 45) against answers shaped like POST /api/gift-cards/balance:
// the code grouped as it is typed, a code of the wrong shape refused before any try is spent, the
// answer for a card with money on it and for one that is used up, voided or expired, and the
// server's sentences (no such card, too many tries) beside the field as they are.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_SUCH_GIFT_CARD } from "../../functions/gift-cards/presented-card.js";
import { caretAfter, giftCardCodeProblem, NOT_A_GIFT_CARD_CODE, typedGiftCardCode } from "../../web/src/components/gift-cards/gift-card-typing.js";
import GiftCardBalancePage from "../../web/src/features/gift-cards/GiftCardBalancePage.js";

const TOO_MANY = "Too many gift card codes tried from your network. Please try again in 14 minutes.";

interface Call {
  url: string;
  body: { code?: string } | undefined;
}

function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const found = answer(call);
    return Response.json(found.body, { status: found.status ?? 200 });
  });
  return calls;
}

/** The answer for a card ending PQRS: ₹1,250 on it until 7 December 2027 (India's calendar). */
const card = (overrides: Record<string, unknown> = {}) => ({
  body: { success: true, data: { lastFour: "PQRS", balance: 1250, balanceText: "₹1,250.00", validUntil: "2027-12-07T10:00:00.000Z", state: "active", ...overrides } },
});

function renderPage() {
  render(
    <MemoryRouter>
      <GiftCardBalancePage />
    </MemoryRouter>,
  );
  return { field: screen.getByLabelText("Gift card code") as HTMLInputElement, check: screen.getByRole("button", { name: "Check balance" }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a typed gift card code", () => {
  it("is grouped in fours, upper case, whatever spaces or hyphens came with it", () => {
    expect(typedGiftCardCode("abcd efgh-jkmn pqrs")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(typedGiftCardCode("abcde")).toBe("ABCD-E");
    expect(typedGiftCardCode("ABCD-")).toBe("ABCD");
    // Too long to be a code: left as typed, for the shape check to name.
    expect(typedGiftCardCode("abcd efgh jkmn pqrs t")).toBe("ABCD EFGH JKMN PQRS T");
    expect(caretAfter("ABCD-EFGH", 4)).toBe(4);
    expect(caretAfter("ABCD-EFGH", 5)).toBe(6);
    expect(caretAfter("ABCD-EFGH", 8)).toBe(9);
  });

  it("is judged with the server's own sentence before a try is spent", () => {
    expect(giftCardCodeProblem("  ")).toBe("Enter the code from your gift card e-mail.");
    expect(giftCardCodeProblem("ABCD-1234")).toBe(NOT_A_GIFT_CARD_CODE);
    // No 0, O, 1, I or L in a code: a look-alike is refused, not guessed at.
    expect(giftCardCodeProblem("ABCD-EFGH-JKMN-PQR0")).toBe(NOT_A_GIFT_CARD_CODE);
    expect(giftCardCodeProblem("abcd efgh jkmn pqrs")).toBeNull();
  });
});

describe("the gift card balance page", () => {
  it("refuses an empty code and a code of the wrong shape beside the field, asking the server nothing", async () => {
    const calls = serve(() => card());
    const u = userEvent.setup();
    const { field, check } = renderPage();
    await u.click(check);
    expect(screen.getByText("Enter the code from your gift card e-mail.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    await u.type(field, "abcd1234");
    // Typing clears the message; the next check says what is wrong now.
    expect(field.getAttribute("aria-invalid")).toBeNull();
    await u.click(check);
    const problem = screen.getByText(NOT_A_GIFT_CARD_CODE);
    expect(field.getAttribute("aria-describedby")).toContain(problem.id);
    expect(calls).toEqual([]);
  });

  it("groups the code as it is typed and says what is left and until when", async () => {
    const calls = serve(() => card());
    const u = userEvent.setup();
    const { field, check } = renderPage();
    await u.type(field, "abcd efgh-jkmnpqrs");
    expect(field.value).toBe("ABCD-EFGH-JKMN-PQRS");
    await u.click(check);
    expect((await screen.findByRole("status")).textContent).toBe("₹1,250 left on the card ending PQRS, valid until 07/12/2027");
    expect(calls).toEqual([{ url: "/api/gift-cards/balance", body: { code: "ABCD-EFGH-JKMN-PQRS" } }]);
  });

  it.each([
    ["used up", { balance: 0 }, "The card ending PQRS has been used up: nothing is left on it."],
    ["voided", { balance: 0, state: "voided" }, "The card ending PQRS was cancelled by the shop. Please contact us."],
    ["expired", { balance: 300, state: "expired", validUntil: "2026-01-31T18:29:59.000Z" }, "The card ending PQRS expired on 31/01/2026."],
  ])("says a card is %s, with nothing to spend", async (_state, overrides, sentence) => {
    serve(() => card(overrides));
    const u = userEvent.setup();
    const { field, check } = renderPage();
    await u.type(field, "ABCDEFGHJKMNPQRS");
    await u.click(check);
    expect((await screen.findByRole("status")).textContent).toBe(sentence);
  });

  it.each([
    [404, NO_SUCH_GIFT_CARD],
    [429, TOO_MANY],
  ])("shows the server's %i sentence beside the field as it is", async (status, sentence) => {
    serve(() => ({ status, body: { success: false, error: sentence } }));
    const u = userEvent.setup();
    const { field, check } = renderPage();
    await u.type(field, "ABCD-EFGH-JKMN-PQRS");
    await u.click(check);
    const problem = await screen.findByText(sentence);
    expect(field.getAttribute("aria-describedby")).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
