// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { User } from "../../shared/schemas/user.js";
import { api } from "../../web/src/api/client.js";
import { AuthProvider, SESSION_EXPIRED_NOTICE } from "../../web/src/session/AuthProvider.js";
import { clearSession, saveSession, sessionEndedByServer } from "../../web/src/session/session-store.js";
import LoginPage from "../../web/src/features/account/LoginPage.js";

const shopper = { _id: "u1", id: "u1", name: "Meera Shah", email: "meera@example.in", role: "user" } as User;

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/login", state }]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/admin" element={<p>Admin dashboard</p>} />
          <Route path="/profile" element={<p>Profile page</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("login page", () => {
  it("has labelled fields for a password manager and a link to register", () => {
    renderLogin();
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
  });

  it("asks for both fields with the spec's text", async () => {
    const fetchMock = answer(200, {});
    renderLogin();
    await logIn("", "");
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    await logIn("meera@example.in", "");
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toggles the password's visibility", async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the server's error, or the spec's text when there is none", async () => {
    answer(401, { success: false, error: "Invalid email or password" });
    renderLogin();
    await logIn("meera@example.in", "wrong-one");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");

    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500 })));
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByText("Login failed. Please check your credentials.")).getAttribute("role")).toBe("alert");
  });

  it("stores the token and user and goes home", async () => {
    const fetchMock = answer(200, { success: true, token: "t0ken", user: shopper });
    renderLogin();
    await logIn(" meera@example.in ", "secret1");
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("t0ken");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(shopper);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "meera@example.in", password: "secret1" });
  });

  it("sends an admin to /admin", async () => {
    answer(200, { success: true, token: "t0ken", user: { ...shopper, role: "admin" } });
    renderLogin();
    await logIn("admin@example.in", "secret1");
    expect(await screen.findByText("Admin dashboard")).toBeTruthy();
  });

  it("goes back where login was asked for, with the reason shown meanwhile", async () => {
    answer(200, { success: true, token: "t0ken", user: shopper });
    renderLogin({ from: "/profile", notice: "Please log in to see your profile and orders." });
    expect(screen.getByRole("status").textContent).toBe("Please log in to see your profile and orders.");
    await logIn("meera@example.in", "secret1");
    expect(await screen.findByText("Profile page")).toBeTruthy();
  });

  it("never follows a return address outside the shop", async () => {
    answer(200, { success: true, token: "t0ken", user: shopper });
    renderLogin({ from: "//evil.example/steal" });
    await logIn("meera@example.in", "secret1");
    expect(await screen.findByText("Home page")).toBeTruthy();
  });

  it("says the session ended when the server ended it, whichever redirect arrived first", async () => {
    // A page guard that saw nobody signed in can beat the 401's own redirect (or the 401 came
    // before the router was there, a full page load with no state): the store remembers why.
    saveSession({ token: "t0ken", user: shopper });
    answer(401, { success: false, error: "Not authorized" });
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    await expect(api.get("/cart")).rejects.toThrow("Not authorized");
    expect(localStorage.getItem("token")).toBeNull();
    renderLogin({ from: "/profile", notice: "Please log in to see your profile and orders." });
    expect(screen.getByRole("status").textContent).toBe(SESSION_EXPIRED_NOTICE);
    // Shown once: a later visit to /login in this tab is an ordinary one.
    expect(sessionEndedByServer()).toBe(false);
    cleanup();
    renderLogin({ from: "/profile", notice: "Please log in to see your profile and orders." });
    expect(screen.getByRole("status").textContent).toBe("Please log in to see your profile and orders.");
  });

  it("tells her in the server's words when sign-ins are too many at once or paused (issue 41)", async () => {
    answer(503, { success: false, error: "Too many sign-ins at once. Please try again in a moment." });
    renderLogin();
    await logIn("meera@example.in", "secret1");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many sign-ins at once. Please try again in a moment.");

    const paused = "Sign-ins from new devices are paused because of many failed attempts on the shop. Please try again in 5 minutes.";
    answer(429, { success: false, error: paused });
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByText(paused)).getAttribute("role")).toBe("alert");
  });

  it("keeps the device token the shop gives and sends it back with the next sign-in to that account only", async () => {
    answer(200, { success: true, token: "t0ken", user: shopper, deviceToken: "meera-device" });
    renderLogin();
    await logIn("meera@example.in", "secret1");
    expect(await screen.findByText("Home page")).toBeTruthy();

    // Logged out (the session goes, the device's memory stays), then in again.
    cleanup();
    clearSession();
    const again = answer(200, { success: true, token: "t0ken-2", user: shopper, deviceToken: "meera-device-2" });
    renderLogin();
    await logIn("Meera@Example.in", "secret1");
    expect(await screen.findByText("Home page")).toBeTruthy();
    const [, init] = again.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "Meera@Example.in", password: "secret1", deviceToken: "meera-device" });

    // Her sister on the same phone: no token of Meera's goes with her sign-in.
    cleanup();
    clearSession();
    const sister = answer(401, { success: false, error: "Invalid email or password." });
    renderLogin();
    await logIn("tara@example.in", "secret1");
    await screen.findByRole("alert");
    const [, sisterInit] = sister.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(sisterInit.body))).toEqual({ email: "tara@example.in", password: "secret1" });
  });

  it("does not say the session ended after the shopper logged out", () => {
    saveSession({ token: "t0ken", user: shopper });
    clearSession();
    renderLogin();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
