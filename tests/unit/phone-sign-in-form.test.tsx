// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_ON_ITS_WAY, CODE_SPENT, NUMBER_LINKED, waitBeforeResend, wrongCode } from "../../shared/schemas/phone-sign-in.js";
import { NEW_NUMBER } from "../../shared/schemas/phone-sign-up.js";
import { CONSENT_NOTICE_VERSION } from "../../shared/privacy/notice-version.js";
import { INVALID_PHONE_MESSAGE } from "../../shared/schemas/contact-rules.js";
import type { User } from "../../shared/schemas/user.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";
import LoginPage from "../../web/src/features/account/LoginPage.js";
import { SignInPhoneCard } from "../../web/src/features/account/phone-sign-in/SignInPhoneCard.js";
import { AddPasswordForm } from "../../web/src/features/account/password/AddPasswordForm.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import { readSession, saveSession } from "../../web/src/session/session-store.js";

// The two steps of signing in with a one-time code (issue 44), against a stand-in for the API:
// the login page's form and the profile's card, which verifies the number on the account.

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown };

/** Stands in for the server behind web/src/api/client.ts: answers by method and path, records each call. */
function serve(answer: (call: Call) => Reply | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status = 200, body } = answer(call) ?? { status: 404, body: { success: false, error: `No such API route: ${call.method} ${call.url}` } };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

const ON_ITS_WAY: Reply = { status: 202, body: { success: true, message: CODE_ON_ITS_WAY, resendAfterSeconds: 30, validForMinutes: 5 } };
const refused = (status: number, error: string): Reply => ({ status, body: { success: false, error } });

const shopper: User = {
  _id: "u1",
  id: "u1",
  name: "Meera Shah",
  email: "meera@example.in",
  phone: "9876543210",
  role: "user",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  address: { street: "", city: "", state: "", zipCode: "", country: "India" },
};

function renderLogin(notice?: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/login", state: { from: "/checkout", ...(notice && { notice }) } }]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/checkout" element={<p>Checkout page</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const phoneForm = () => within(screen.getByRole("form", { name: "Sign in with a code" }));
const typist = () => userEvent.setup({ delay: null });

/** Step one done: the code asked for on WhatsApp for 98765 43210. */
async function codeAsked(form = phoneForm) {
  const user = typist();
  await user.type(form().getByLabelText("Mobile number"), "98765 43210");
  await user.click(form().getByRole("button", { name: "Send code on WhatsApp" }));
  await form().findByLabelText("6-digit code");
  return user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("signing in with a code to a mobile", () => {
  it("asks for the number with +91 fixed in front and the phone's dial pad, and checks it before calling the server", async () => {
    const calls = serve(() => ON_ITS_WAY);
    renderLogin();
    expect(screen.getByRole("heading", { name: "Sign in with a code to your mobile" })).toBeTruthy();
    const mobile = phoneForm().getByLabelText("Mobile number");
    expect(mobile.getAttribute("inputmode")).toBe("tel");
    expect(mobile.getAttribute("autocomplete")).toBe("tel-national");
    expect(mobile.closest(".field__box")?.textContent).toBe("+91");
    const user = typist();
    await user.type(mobile, "12345");
    await user.click(phoneForm().getByRole("button", { name: "Send code on WhatsApp" }));
    expect(phoneForm().getByRole("alert").textContent).toBe(INVALID_PHONE_MESSAGE);
    expect(document.activeElement).toBe(mobile);
    expect(calls).toEqual([]);
  });

  it("sends the code on WhatsApp, says where it went, and signs her in with it, back to where she was going", async () => {
    const calls = serve(({ url }) =>
      url === "/api/auth/phone/code" ? ON_ITS_WAY : url === "/api/auth/phone/verify" ? { body: { success: true, token: "phone-token", user: shopper } } : undefined,
    );
    renderLogin();
    const user = await codeAsked();
    expect(calls[0]).toEqual({ method: "POST", url: "/api/auth/phone/code", body: { phone: "9876543210", channel: "whatsapp" } });
    expect(phoneForm().getByRole("status").textContent).toBe("We sent a code to +91\u00a098765\u00a043210 on WhatsApp. It works for 5 minutes.");
    const code = phoneForm().getByLabelText("6-digit code");
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("maxlength")).toBe("6");

    await user.type(code, "482913");
    await user.click(phoneForm().getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Checkout page")).toBeTruthy();
    expect(calls[1]).toEqual({ method: "POST", url: "/api/auth/phone/verify", body: { phone: "9876543210", code: "482913" } });
    expect(readSession()).toEqual({ token: "phone-token", user: shopper });
  });

  it("from the checkout, offers to continue as a guest: a new number asks her name and e-mail, then signs her up and back to the checkout", async () => {
    const guestUser = { ...shopper, _id: "g1", id: "g1", name: "Kiran Rao", email: "kiran@example.in", phone: "", signInPhone: "9876543210", phoneAccount: true as const };
    const calls = serve(({ url }) =>
      url === "/api/auth/phone/code"
        ? ON_ITS_WAY
        : url === "/api/auth/phone/verify"
          ? { body: { success: true, newNumber: true, message: NEW_NUMBER, signUpPass: "pass-from-the-server-1234", validForMinutes: 15 } }
          : url === "/api/auth/phone/sign-up"
            ? { status: 201, body: { success: true, token: "guest-token", user: guestUser } }
            : undefined,
    );
    renderLogin("Log in, or continue as a guest with your mobile number. Your items are saved.");
    const guestForm = () => within(screen.getByRole("form", { name: "Continue as guest" }));
    expect(screen.getByRole("heading", { name: "Continue as guest" })).toBeTruthy();
    // The guest's way comes first; the code form for signing in is not shown twice.
    expect(screen.queryByRole("form", { name: "Sign in with a code" })).toBeNull();
    const user = await codeAsked(guestForm);
    await user.type(guestForm().getByLabelText("6-digit code"), "482913");
    await user.click(guestForm().getByRole("button", { name: "Continue" }));

    const details = within(await screen.findByRole("form", { name: "Your details" }));
    expect(details.getByRole("status").textContent).toBe(`+91\u00a098765\u00a043210 is verified. ${NEW_NUMBER}`);
    expect(details.queryByLabelText(/password/i)).toBeNull();
    await user.click(details.getByRole("button", { name: "Continue to checkout" }));
    expect(details.getByText("Name is required")).toBeTruthy();
    await user.type(details.getByLabelText("Full name"), "Kiran Rao");
    await user.type(details.getByLabelText("Email for your receipts and invoices"), "Kiran@Example.in");
    await user.click(details.getByRole("button", { name: "Continue to checkout" }));
    expect(await screen.findByText("Checkout page")).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: "POST",
      url: "/api/auth/phone/sign-up",
      body: { phone: "9876543210", pass: "pass-from-the-server-1234", name: "Kiran Rao", email: "kiran@example.in", noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: "en" },
    });
    expect(readSession()).toEqual({ token: "guest-token", user: guestUser });
  });

  it("sends by SMS when she asks, and says so", async () => {
    const calls = serve(() => ON_ITS_WAY);
    renderLogin();
    const user = typist();
    await user.type(phoneForm().getByLabelText("Mobile number"), "+91 98765-43210");
    await user.click(phoneForm().getByRole("button", { name: "Send by SMS instead" }));
    expect((await phoneForm().findByRole("status")).textContent).toBe("We sent a code to +91\u00a098765\u00a043210 by SMS. It works for 5 minutes.");
    expect(calls[0]?.body).toEqual({ phone: "9876543210", channel: "sms" });
  });

  it("takes only digits in the code field, six at most", async () => {
    serve(() => ON_ITS_WAY);
    renderLogin();
    const user = await codeAsked();
    const code = phoneForm().getByLabelText<HTMLInputElement>("6-digit code");
    await user.type(code, "4a8 2-9");
    expect(code.value).toBe("4829");
    await user.clear(code);
    await user.click(code);
    await user.paste("48 29 13");
    expect(code.value).toBe("482913");
    await user.type(code, "7");
    expect(code.value).toBe("482913");
  });

  it("shows the server's words: a wrong code's tries left, a spent code, a wait", async () => {
    const verdicts = [refused(400, wrongCode(2)), refused(400, CODE_SPENT)];
    serve(({ url }) => (url === "/api/auth/phone/code" ? ON_ITS_WAY : url === "/api/auth/phone/verify" ? verdicts.shift() : undefined));
    renderLogin();
    const user = await codeAsked();
    const code = phoneForm().getByLabelText("6-digit code");
    for (const expected of ["That code is not right. 2 tries left.", CODE_SPENT]) {
      await user.clear(code);
      await user.type(code, "111111");
      await user.click(phoneForm().getByRole("button", { name: "Sign in" }));
      expect((await phoneForm().findByRole("alert")).textContent).toBe(expected);
    }
    expect(readSession()).toBeNull();
    // A short code is refused before the server is asked.
    await user.clear(code);
    await user.type(code, "123");
    await user.click(phoneForm().getByRole("button", { name: "Sign in" }));
    expect(phoneForm().getByRole("alert").textContent).toBe("The code is 6 digits");
    cleanup();

    // Asked again too soon: the number stays, with the server's wait.
    serve(() => refused(429, waitBeforeResend(12)));
    renderLogin();
    await user.type(phoneForm().getByLabelText("Mobile number"), "9876543210");
    await user.click(phoneForm().getByRole("button", { name: "Send code on WhatsApp" }));
    expect((await phoneForm().findByRole("alert")).textContent).toBe("Please wait 12 seconds before asking for another code.");
    expect(phoneForm().getByLabelText<HTMLInputElement>("Mobile number").value).toBe("9876543210");
  });

  it("lets her ask again only after 30 seconds, counting down, and a new code restarts the count", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const calls = serve(() => ON_ITS_WAY);
    renderLogin();
    const user = await codeAsked();
    const again = () => phoneForm().getByRole("button", { name: /^Send again/ });
    expect(again().textContent).toBe("Send again in 30 s");
    expect(again()).toHaveProperty("disabled", true);
    act(() => vi.advanceTimersByTime(6_000));
    expect(again().textContent).toBe("Send again in 24 s");
    act(() => vi.advanceTimersByTime(23_000));
    expect(again().textContent).toBe("Send again in 1 s");
    expect(again()).toHaveProperty("disabled", true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(again().textContent).toBe("Send again");
    expect(again()).toHaveProperty("disabled", false);

    await user.type(phoneForm().getByLabelText("6-digit code"), "12");
    await user.click(again());
    expect(await phoneForm().findByText(/We sent a new code to/)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { phone: "9876543210", channel: "whatsapp" },
      { phone: "9876543210", channel: "whatsapp" },
    ]);
    expect(again().textContent).toBe("Send again in 30 s");
    // The old code's digits are gone: they belong to a code that no longer works.
    expect(phoneForm().getByLabelText<HTMLInputElement>("6-digit code").value).toBe("");
  });

  it("goes back to the number to change it, keeping what she typed", async () => {
    serve(() => ON_ITS_WAY);
    renderLogin();
    const user = await codeAsked();
    await user.click(phoneForm().getByRole("button", { name: "Change number" }));
    const mobile = phoneForm().getByLabelText<HTMLInputElement>("Mobile number");
    expect(mobile.value).toBe("9876543210");
    expect(document.activeElement).toBe(mobile);
  });
});

describe("the profile's 'Sign in with your mobile'", () => {
  function renderCard(user: User) {
    saveSession({ token: "shopper-token", user });
    return render(
      <MemoryRouter>
        <AuthProvider>
          <ServerStateProvider>
            <SignInPhoneCard />
          </ServerStateProvider>
        </AuthProvider>
      </MemoryRouter>,
    );
  }
  const card = () => within(screen.getByRole("region", { name: "Sign in with your mobile" }));

  it("verifies her number with the code, then shows it with Remove, and Remove takes it off", async () => {
    const calls = serve(({ method, url }) => {
      if (url === "/api/auth/phone/link/code") return ON_ITS_WAY;
      if (url === "/api/auth/phone/link" && method === "POST") return { body: { success: true, message: NUMBER_LINKED, user: { ...shopper, signInPhone: "9876543210" } } };
      if (url === "/api/auth/phone/link" && method === "DELETE") return { body: { success: true, user: shopper } };
      return undefined;
    });
    renderCard(shopper);
    const form = within(card().getByRole("form", { name: "Verify your mobile" }));
    // Her profile's number is there to start from.
    expect(form.getByLabelText<HTMLInputElement>("Mobile number").value).toBe("9876543210");
    const user = typist();
    await user.click(form.getByRole("button", { name: "Send code on WhatsApp" }));
    await user.type(await card().findByLabelText("6-digit code"), "482913");
    await user.click(card().getByRole("button", { name: "Verify number" }));

    expect((await card().findByRole("status")).textContent).toBe(NUMBER_LINKED);
    expect(card().getByTestId("sign-in-phone").textContent).toBe("You can sign in with a code sent to +91\u00a098765\u00a043210.");
    expect(readSession()?.user.signInPhone).toBe("9876543210");
    expect(calls.slice(0, 2)).toEqual([
      { method: "POST", url: "/api/auth/phone/link/code", body: { phone: "9876543210", channel: "whatsapp" } },
      { method: "POST", url: "/api/auth/phone/link", body: { phone: "9876543210", code: "482913" } },
    ]);

    await user.click(card().getByRole("button", { name: "Remove" }));
    expect(await card().findByRole("form", { name: "Verify your mobile" })).toBeTruthy();
    expect(calls[2]).toEqual({ method: "DELETE", url: "/api/auth/phone/link", body: {} });
    expect(readSession()?.user.signInPhone).toBeUndefined();
  });

  it("is not shown to staff", () => {
    serve(() => undefined);
    renderCard({ ...shopper, role: "admin" });
    expect(screen.queryByRole("region", { name: "Sign in with your mobile" })).toBeNull();
  });
});

describe("an account made with a mobile alone, in the profile", () => {
  const phoneShopper: User = { ...shopper, phone: "", signInPhone: "9876543210", phoneAccount: true, noPassword: true };

  it("keeps her only way in (no Remove), and adds a password, then says where the e-mail's link went", async () => {
    const message = "Your password is saved. Open the link we sent to meera@example.in to sign in with your e-mail and password too.";
    const calls = serve(({ url }) =>
      url === "/api/auth/add-password"
        ? { body: { success: true, message, token: "new-token" } }
        : url === "/api/auth/me"
          ? { body: { success: true, data: { ...phoneShopper, noPassword: undefined }, permissions: [] } }
          : undefined,
    );
    saveSession({ token: "phone-token", user: phoneShopper });
    render(
      <MemoryRouter>
        <AuthProvider>
          <ServerStateProvider>
            <SignInPhoneCard />
            <AddPasswordForm />
          </ServerStateProvider>
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("sign-in-phone").textContent).toBe("You can sign in with a code sent to +91\u00a098765\u00a043210.");
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();

    const form = within(screen.getByRole("region", { name: "Add a password" }));
    const user = typist();
    await user.type(form.getByLabelText("New password"), "Monsoon-Ikat-Weave-7");
    await user.type(form.getByLabelText("Confirm new password"), "Monsoon-Ikat-Weave-8");
    await user.click(form.getByRole("button", { name: "Add password" }));
    expect(calls).toEqual([]);
    await user.clear(form.getByLabelText("Confirm new password"));
    await user.type(form.getByLabelText("Confirm new password"), "Monsoon-Ikat-Weave-7");
    await user.click(form.getByRole("button", { name: "Add password" }));
    expect((await form.findByRole("status")).textContent).toBe(message);
    expect(calls[0]).toEqual({ method: "POST", url: "/api/auth/add-password", body: { newPassword: "Monsoon-Ikat-Weave-7" } });
    expect(readSession()?.token).toBe("new-token");
  });
});

