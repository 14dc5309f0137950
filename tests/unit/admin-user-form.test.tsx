// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import { UserEditModal } from "../../web/src/admin/users/UserEditModal.js";
import { userChangesFromForm, type UserFormValues } from "../../web/src/admin/users/user-form-values.js";

const checkUserForm = (values: UserFormValues) => {
  const checked = userChangesFromForm(values);
  return checked.ok ? {} : checked.errors;
};

const shopper: User = {
  _id: "66a1b2c3d4e5f6a7b8c9d0e1",
  id: "66a1b2c3d4e5f6a7b8c9d0e1",
  name: "Kavya Nair",
  email: "kavya@example.in",
  phone: "",
  role: "user",
  isActive: true,
  createdAt: "2025-01-15T06:30:00.000Z",
  address: { street: "", city: "", state: "", zipCode: "", country: "India" },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server as the modal sees it: one PUT, answered as given. */
function serverAnswering(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function openModal(user: User = shopper, currentUserId = "admin-id") {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<UserEditModal user={user} currentUserId={currentUserId} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the user form's rules", () => {
  it("needs a name and a well-formed e-mail", () => {
    expect(checkUserForm({ name: " ", email: "", role: "user", isActive: true })).toEqual({ name: "Name is required", email: "Email is required" });
    expect(checkUserForm({ name: "Asha", email: "asha@", role: "user", isActive: true })).toEqual({ email: "Please enter a valid email address" });
    expect(checkUserForm({ name: "Asha", email: "asha@example.in", role: "admin", isActive: false })).toEqual({});
  });

  it("sends the name trimmed and the e-mail trimmed and lower-cased", () => {
    expect(userChangesFromForm({ name: "  Asha Rao ", email: " Asha@Example.IN ", role: "admin", isActive: false })).toEqual({
      ok: true,
      changes: { name: "Asha Rao", email: "asha@example.in", role: "admin", isActive: false },
    });
  });
});

describe("the edit user modal", () => {
  it("shows the account's name, e-mail, role and active flag", () => {
    openModal();
    expect(screen.getByRole("dialog", { name: "Edit user" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kavya Nair");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("kavya@example.in");
    expect((screen.getByLabelText("Role") as HTMLSelectElement).value).toBe("user");
    expect((screen.getByRole("checkbox", { name: /Active/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("refuses to send without a name, and says so by the field", async () => {
    const calls = serverAnswering(200, { success: true, data: shopper });
    const user = userEvent.setup();
    const { onSaved } = openModal();
    await user.clear(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail", async () => {
    const calls = serverAnswering(200, { success: true, data: shopper });
    const user = userEvent.setup();
    openModal();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "kavya.example.in");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("makes a shopper an admin and hands back the server's record", async () => {
    const promoted = { ...shopper, role: "admin" as const };
    const calls = serverAnswering(200, { success: true, data: promoted });
    const user = userEvent.setup();
    const { onSaved } = openModal();
    await user.selectOptions(screen.getByLabelText("Role"), "admin");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(calls).toEqual([
      {
        method: "PUT",
        url: `/api/auth/users/${shopper._id}`,
        body: { name: "Kavya Nair", email: "kavya@example.in", role: "admin", isActive: true },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(promoted);
  });

  it("shows the spec's text and the server's reason when the save is refused, and stays open", async () => {
    const admin = { ...shopper, _id: "admin-id", id: "admin-id", role: "admin" as const };
    serverAnswering(409, { success: false, error: "The shop must keep at least one active owner." });
    const user = userEvent.setup();
    const { onSaved, onClose } = openModal(admin, "someone-else");
    await user.selectOptions(screen.getByLabelText("Role"), "user");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error saving user. Please try again.");
    expect(alert.textContent).toContain("The shop must keep at least one active owner.");
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("tells an admin editing their own account what they cannot change", () => {
    const admin = { ...shopper, _id: "admin-id", id: "admin-id", role: "admin" as const };
    openModal(admin, "admin-id");
    expect(screen.getByText(/you cannot remove your own admin role or deactivate yourself/)).toBeTruthy();
  });
});
