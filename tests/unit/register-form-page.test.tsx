// @vitest-environment jsdom
import { CONSENT_NOTICE_VERSION } from "@shared/privacy/consent-notice.js";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { NoticesProvider } from "../../web/src/components/Notices.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import RegisterPage from "../../web/src/features/account/RegisterPage.js";

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** The register page, reached from `from` (a checkout sends the shopper with where to come back). */
function renderRegister(from?: string) {
  return render(
    <NoticesProvider>
      <MemoryRouter initialEntries={[{ pathname: "/register", state: from ? { from } : null }]}>
        <AuthProvider>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </NoticesProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("register page", () => {
  it("has labelled fields with autocomplete hints and a link to login", () => {
    renderRegister();
    expect(screen.getByLabelText("Full name").getAttribute("autocomplete")).toBe("name");
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");
    expect(screen.getByLabelText("Confirm password").getAttribute("autocomplete")).toBe("new-password");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });

  it("shows the spec's messages in the spec's order and sends nothing until the form is right", async () => {
    const fetchMock = answer(201, { success: true, user: {} });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    const submit = () => user.click(screen.getByRole("button", { name: "Register" }));
    const alertText = () => screen.getByRole("alert").textContent;

    await submit();
    expect(alertText()).toBe("Name is required");
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));

    await user.type(screen.getByLabelText("Full name"), "Meera Shah");
    await submit();
    expect(alertText()).toBe("Email is required");

    await user.type(screen.getByLabelText("Email"), "meera@example.in");
    await submit();
    expect(alertText()).toBe("Password is required");

    await user.type(screen.getByLabelText("Password"), "abc1234");
    await submit();
    expect(alertText()).toBe("Password must be at least 8 characters long");

    await user.type(screen.getByLabelText("Password"), "5");
    await user.type(screen.getByLabelText("Confirm password"), "abc12346");
    await submit();
    expect(alertText()).toBe("Passwords do not match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows and hides both passwords with one toggle", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    const toggle = screen.getByRole("button", { name: "Show password" });
    await user.click(toggle);
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("text");
    expect(screen.getByLabelText("Confirm password").getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
  });

  it("shows the server's error when registration is refused", async () => {
    answer(409, { success: false, error: "An account with this email already exists" });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe("An account with this email already exists");
  });

  it("falls back to the spec's text when the server gives no reason", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Bad gateway", { status: 502 })));
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Registration failed. Please try again.");
  });

  it("sends the trimmed details and says to check the e-mail, signing nobody in (issue 41: the link finishes it)", async () => {
    const fetchMock = answer(202, { success: true, message: "Check your e-mail to finish signing up" });
    const user = userEvent.setup({ delay: null });
    renderRegister("/saree?sort=newest");
    await user.type(screen.getByLabelText("Full name"), "  Meera Shah ");
    await user.type(screen.getByLabelText("Email"), "meera@example.in ");
    await user.type(screen.getByLabelText("Password"), "Mehendi-Night-42");
    await user.type(screen.getByLabelText("Confirm password"), "Mehendi-Night-42");
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByRole("heading", { name: "Check your e-mail to finish signing up" })).toBeTruthy();
    expect(screen.getAllByRole("status").map((el) => el.textContent).join(" ")).toContain("We have sent an e-mail to meera@example.in. Open the link in it to finish signing up.");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/register");
    expect(JSON.parse(String(init.body))).toEqual({ name: "Meera Shah", email: "meera@example.in", password: "Mehendi-Night-42", noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: "en" });
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.queryByText("Now at /saree")).toBeNull();
  });
});

describe("the privacy notice beside the Register button (DPDP Rules 2025)", () => {
  it("summarises it in English or Hindi, opens the itemised notice, and records the language she read it in", async () => {
    const fetchMock = answer(202, { success: true, message: "Check your e-mail to finish signing up" });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    const summary = screen.getByTestId("consent-summary");
    expect(summary.textContent).toContain("By registering you agree to our privacy notice.");
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    expect(screen.getByRole("button", { name: "हिन्दी" }).getAttribute("aria-pressed")).toBe("true");
    expect(summary.textContent).toContain("रजिस्टर करके आप हमारी गोपनीयता सूचना से सहमत होती हैं।");
    await user.click(screen.getByText("गोपनीयता सूचना: हम क्या लेते हैं और क्यों"));
    const notice = screen.getByTestId("consent-notice");
    expect(notice.getAttribute("lang")).toBe("hi");
    expect(notice.textContent).toContain("डेटा संरक्षण बोर्ड");
    expect(notice.textContent).toContain("grievance@rangrez.in");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    await screen.findByRole("heading", { name: "Check your e-mail to finish signing up" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: "hi" });
  });
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Meera Shah");
  await user.type(screen.getByLabelText("Email"), "meera@example.in");
  await user.type(screen.getByLabelText("Password"), "Mehendi-Night-42");
  await user.type(screen.getByLabelText("Confirm password"), "Mehendi-Night-42");
}
