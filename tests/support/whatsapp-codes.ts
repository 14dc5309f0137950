// The sign-in codes the WhatsApp emulator carried, as a shopper's phone would show them (issue 44).
import { randomInt } from "node:crypto";
import type { Locator } from "playwright-core";
import { expect, inject } from "vitest";

interface SentMessage {
  template: { name: string; parameters: string[] };
  button?: { copyCode?: string };
}

/** A mobile no other test uses: 10 digits starting with 9. */
export const freshMobile = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

/** "+91 98765 43210" as the screens write it, unbroken. */
export const spacedMobile = (phone: string) => `+91\u00a0${phone.slice(0, 5)}\u00a0${phone.slice(5)}`;

/** The sign-in codes WhatsApp carried to this number, oldest first (each from its copy-code button). */
export async function codesTo(phone: string): Promise<string[]> {
  const response = await fetch(`${inject("whatsappUrl")}/_emulator/messages?to=91${phone}`);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: SentMessage[] };
  return items.filter((message) => message.template.name === "sign_in_code").map((message) => message.button?.copyCode ?? message.template.parameters[0]!);
}

/** The code that arrives after `before` codes had (the local outbox sends within a second or two). */
export async function nextCode(phone: string, before: number): Promise<string> {
  await expect.poll(async () => (await codesTo(phone)).length, { timeout: 20_000, interval: 500 }).toBeGreaterThan(before);
  return (await codesTo(phone)).at(-1)!;
}

/** Presses "Send code on WhatsApp" and waits for the second step (or fails with what the page said instead). */
export async function sendCode(form: Locator) {
  await form.getByRole("button", { name: "Send code on WhatsApp" }).click();
  const sent = form.getByText(/^We sent a code to/);
  await sent.or(form.getByRole("alert")).waitFor();
  expect(await form.getByRole("alert").allInnerTexts()).toEqual([]);
}
