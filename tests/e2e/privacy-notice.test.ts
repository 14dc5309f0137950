// Issue 40, data rights, in Chromium on a phone: the itemised privacy notice the DPDP Rules ask for
// is beside the Register button and in the account, in English and Hindi (a switch on the notice);
// the consent records the language she read it in; the export downloads as a readable page; and
// closing the account says what is kept, why and for how long. Screenshots at 390 px.
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { CONSENT_NOTICE_VERSION } from "../../shared/privacy/consent-notice.js";
import { saveScreenshot } from "../support/browser.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { freshEmail, SHOPPER_PASSWORD } from "../support/shop-api.js";
import { signupTokenFrom } from "../support/shop-client.js";

describe.skipIf(!inject("chromium"))("the privacy notice and her data rights", () => {
  const browsing = browserPerFile();

  it("shows the notice at sign-up and in the account in English and Hindi, and closing says what is kept", async () => {
    const context = await browsing.context("phone", { acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();

    // Beside the button, in English first.
    const summary = page.getByTestId("consent-summary");
    await summary.getByText("By registering you agree to our privacy notice.").waitFor();
    const box = await summary.boundingBox();
    const button = await page.getByRole("button", { name: "Register" }).boundingBox();
    expect(button!.y - (box!.y + box!.height)).toBeLessThan(40);
    await summary.getByText("Privacy notice: what we collect and why").click();
    const notice = summary.getByTestId("consent-notice");
    await notice.getByText("Complaining to the Data Protection Board").waitFor();
    expect(await notice.textContent()).toContain("Phone number and delivery addresses");

    // In Hindi: the summary, the notice and its headings change language.
    await summary.getByRole("button", { name: "हिन्दी" }).click();
    await summary.getByText("रजिस्टर करके आप हमारी गोपनीयता सूचना से सहमत होती हैं।").waitFor();
    await notice.getByText("डेटा संरक्षण बोर्ड से शिकायत").waitFor();
    expect(await notice.getAttribute("lang")).toBe("hi");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, "main")).toEqual([]);
    await summary.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
    await saveScreenshot(page, "register-privacy-notice-hi", "phone");

    const email = freshEmail("nandini");
    await page.getByLabel("Full name").fill("Nandini Joshi");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel("Confirm password").fill(SHOPPER_PASSWORD);
    await page.getByLabel("Full name").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "register-privacy-notice", "phone");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check your e-mail to finish signing up" }).waitFor();
    await page.goto(`/finish-signup?token=${encodeURIComponent(await signupTokenFrom(inject("mailboxUrl"), email))}`);
    await page.waitForURL((url) => url.pathname === "/");

    // In the account: the consent she gave, in the language she gave it, and a switch to English.
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Privacy notice" });
    await card.getByText(`You agreed to version ${CONSENT_NOTICE_VERSION} (हिन्दी) when you signed up`, { exact: false }).waitFor();
    await card.getByText("आपका खाता बनाने और ऑर्डर पहुँचाने के लिए", { exact: false }).waitFor();
    await card.getByRole("button", { name: "English" }).click();
    await card.getByText("Privacy notice: what we collect and why").click();
    await card.getByText("Withdrawing consent").waitFor();
    await card.getByText("Body measurements and reference photos", { exact: false }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, "main")).toEqual([]);
    await card.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
    await saveScreenshot(page, "profile-privacy-notice", "phone");
    await card.getByRole("button", { name: "हिन्दी" }).click();
    await card.getByText("सहमति वापस लेना").waitFor();

    // Her data as a page to read.
    const data = page.getByRole("region", { name: "Your data" });
    const [download] = await Promise.all([page.waitForEvent("download"), data.getByRole("button", { name: "Readable page" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rangrez-my-data-\d{4}-\d{2}-\d{2}\.html$/);
    const html = readFileSync((await download.path())!, "utf8");
    expect(html).toContain("<h2>Consents you gave</h2>");
    expect(html).toContain(email);
    expect(html).not.toMatch(/<script/i);
    const preview = await context.newPage();
    await preview.setContent(html);
    await saveScreenshot(preview, "my-data-page", "phone");
    await preview.close();

    // Closing: what the law keeps, why and for how long.
    await data.getByRole("button", { name: "Close account" }).click();
    await data.getByLabel("Your password").fill(SHOPPER_PASSWORD);
    await data.getByRole("button", { name: "Close my account" }).click();
    await page.waitForURL("**/login");
    const kept = page.getByTestId("kept-after-closing");
    // Kinds kept for one reason read as one line.
    await kept.getByText("Orders, Payments, Tax invoices and credit notes, Returns: 8 years.").waitFor();
    expect(await kept.textContent()).toContain("GST law");
    await saveScreenshot(page, "closed-account-kept", "phone");
    expect(errors).toEqual([]);
  }, 120_000);
});
