// The admin's users screen in Chromium against the shop as `npm start` runs it: find shoppers,
// make one an admin and back, see the server refuse to take the last admin's role, bulk-delete
// shoppers; the screen and its dialogs photographed at phone and desktop sizes. Only accounts
// made here are changed or removed.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext } from "../support/browser.js";
import { photographAdminScreen } from "../support/phone-fit.js";
import { adminSession, shopCall } from "../support/shop-api.js";
import { signupTokenFrom } from "../support/shop-client.js";

const tag = randomBytes(3).toString("hex");

async function register(name: string): Promise<User> {
  const email = `${name.split(" ")[0]!.toLowerCase()}-${tag}@example.in`;
  const asked = await shopCall("POST", "/auth/register", { body: { name: `${name} ${tag}`, email, password: "Rangoli@2025" } });
  if (asked.status !== 202) throw new Error(`Registering ${email} failed: ${JSON.stringify(asked.body)}`);
  // The account is made by the e-mail's link (issue 41).
  const answer = await shopCall<{ user: User }>("POST", "/auth/finish-signup", { body: { token: await signupTokenFrom(inject("mailboxUrl"), email) } });
  if (answer.status !== 201) throw new Error(`Finishing the sign-up of ${email} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.user;
}

describe.skipIf(!inject("chromium"))("admin users", () => {
  let browser: Browser;
  let session: { token: string; user: User };
  let shoppers: User[];

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await adminSession();
    shoppers = [await register("Kavya Nair"), await register("Ritu Sharma"), await register("Anjali Menon")];
  });
  afterAll(async () => {
    const left = await shopCall<{ data: User[] }>("GET", `/auth/users?search=${tag}&limit=100`, { token: session.token });
    for (const user of left.body.data ?? []) await shopCall("DELETE", `/auth/users/${user._id}`, { token: session.token });
    await browser?.close();
  });

  describe("on a desktop", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const row = (user: User) => page.locator("tbody tr", { has: page.getByRole("checkbox", { name: `Select ${user.name}`, exact: true }) });

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", session);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("lists the accounts with the total, and finds a shopper by e-mail", async () => {
      await page.goto("/admin/users");
      await page.getByText(/\d+ users in total/).waitFor();
      await row(shoppers[0]!).waitFor();
      const kavya = await row(shoppers[0]!).textContent();
      expect(kavya).toContain(`#${shoppers[0]!._id.slice(-6)}`);
      expect(kavya).toContain(shoppers[0]!.email);
      expect(kavya).toContain("User");
      expect(kavya).toContain("Active");
      expect(kavya).toContain(new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(shoppers[0]!.createdAt)));
      await photographAdminScreen(page, "users", "desktop", { fingertips: true });

      await page.getByRole("searchbox", { name: "Search" }).fill(`ritu-${tag}@`);
      await page.getByText("1 user found").waitFor();
      await row(shoppers[1]!).waitFor();
      expect(await page.locator("tbody tr").count()).toBe(1);
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await page.getByLabel("Role").selectOption("admin");
      await page.getByRole("checkbox", { name: `Select ${session.user.name}`, exact: true }).waitFor();
      await expect.poll(() => row(shoppers[0]!).count()).toBe(0);
      await page.getByLabel("Role").selectOption("");
      await row(shoppers[0]!).waitFor();
    });

    it("makes a shopper an admin and back again", async () => {
      await row(shoppers[0]!).getByRole("button", { name: `Edit ${shoppers[0]!.name}` }).click();
      let form = page.getByRole("dialog", { name: "Edit user" });
      await form.getByLabel("Role").selectOption("admin");
      await saveScreenshot(page, "admin-user-form", "desktop");
      await form.getByRole("button", { name: "Save" }).click();
      await page.getByText("User updated successfully!").waitFor();
      await expect.poll(() => row(shoppers[0]!).textContent()).toContain("Admin");
      const promoted = await shopCall<{ data: User[] }>("GET", `/auth/users?search=${encodeURIComponent(shoppers[0]!.email)}`, { token: session.token });
      expect(promoted.body.data[0]!.role).toBe("admin");

      await row(shoppers[0]!).getByRole("button", { name: `Edit ${shoppers[0]!.name}` }).click();
      form = page.getByRole("dialog", { name: "Edit user" });
      await form.getByLabel("Role").selectOption("user");
      await form.getByLabel("Name").fill(`Kavya N. ${tag}`);
      await form.getByRole("button", { name: "Save" }).click();
      await page.getByText("User updated successfully!").waitFor();
      shoppers[0] = { ...shoppers[0]!, name: `Kavya N. ${tag}` };
      await expect.poll(() => row(shoppers[0]!).textContent()).not.toContain("Admin");
    });

    it("checks the form before sending", async () => {
      await row(shoppers[1]!).getByRole("button", { name: `Edit ${shoppers[1]!.name}` }).click();
      const form = page.getByRole("dialog", { name: "Edit user" });
      await form.getByLabel("Email").fill("ritu.example.in");
      await form.getByRole("button", { name: "Save" }).click();
      await form.getByText("Please enter a valid email address").waitFor();
      await form.getByLabel("Name").fill("");
      await form.getByRole("button", { name: "Save" }).click();
      await form.getByText("Name is required").waitFor();
      await form.getByRole("button", { name: "Cancel" }).click();
    });

    it("cannot take the admin role from the shop's last admin: the server's reason shows", async () => {
      // Other files may have made staff of their own: what matters is that she stays an admin.
      const admins = await shopCall<{ data: User[] }>("GET", "/auth/users?role=admin", { token: session.token });
      expect(admins.body.data.map((u) => u._id)).toContain(session.user._id);
      // Found by the admins' filter: other files' shoppers can push her past the first page.
      await page.getByLabel("Role").selectOption("admin");
      const me = page.locator("tbody tr", { has: page.getByRole("checkbox", { name: `Select ${session.user.name}`, exact: true }) });
      await me.getByRole("button", { name: `Edit ${session.user.name}` }).click();
      const form = page.getByRole("dialog", { name: "Edit user" });
      await form.getByText("This is your own account").waitFor();
      await form.getByLabel("Role").selectOption("user");
      await form.getByRole("button", { name: "Save" }).click();
      const alert = form.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toContain("Error saving user. Please try again.");
      expect(await alert.textContent()).toContain("You cannot remove your own admin role.");
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByLabel("Role").selectOption("");
      await row(shoppers[1]!).waitFor();
      const still = await shopCall<{ data: User[] }>("GET", "/auth/users?role=admin", { token: session.token });
      expect(still.body.data.map((u) => u._id)).toEqual(admins.body.data.map((u) => u._id));
    });

    it("explains that users are added by registering", async () => {
      await page.getByRole("button", { name: "Add User" }).click();
      const dialog = page.getByRole("dialog", { name: "Add user" });
      expect(await dialog.textContent()).toContain("User creation requires a password");
      await saveScreenshot(page, "admin-user-add", "desktop");
      await dialog.getByRole("button", { name: "OK" }).click();
    });

    it("bulk-deletes two shoppers after confirmation, and Clear Selection unticks", async () => {
      // Nothing to delete until someone is ticked.
      expect(await page.getByRole("button", { name: "Delete Selected" }).isDisabled()).toBe(true);
      await page.getByRole("checkbox", { name: `Select ${shoppers[2]!.name}`, exact: true }).check();
      await page.getByRole("button", { name: "Clear Selection" }).click();
      await page.getByText("No users selected").waitFor();

      await page.getByRole("checkbox", { name: `Select ${shoppers[1]!.name}`, exact: true }).check();
      await page.getByRole("checkbox", { name: `Select ${shoppers[2]!.name}`, exact: true }).check();
      await page.getByRole("button", { name: "Delete Selected" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete users" });
      expect(await confirm.textContent()).toContain("Are you sure you want to delete 2 selected users?");
      await saveScreenshot(page, "admin-user-delete", "desktop");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("2 users deleted successfully!").waitFor();
      expect(await row(shoppers[1]!).count()).toBe(0);
      expect(await row(shoppers[2]!).count()).toBe(0);
      const left = await shopCall<{ data: User[] }>("GET", `/auth/users?search=${tag}`, { token: session.token });
      expect(left.body.data.map((u) => u._id)).toEqual([shoppers[0]!._id]);
      // The one refusal provoked above (an admin demoting themselves) is the only failed request.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    });
  });

  describe("on a phone", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await signedInContext(browser, "phone", session);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("fits the users screen and the edit form to the screen", async () => {
      await page.goto("/admin/users");
      await page.getByText(/\d+ users in total/).waitFor();
      await photographAdminScreen(page, "users", "phone", { fingertips: true });
      await page.getByRole("button", { name: `Edit ${shoppers[0]!.name}` }).click();
      await page.getByRole("dialog", { name: "Edit user" }).getByLabel("Name").waitFor();
      await photographAdminScreen(page, "user-form", "phone", { fingertips: true });
    });
  });
});
