// Gift card e-mails in the local mailbox of the shop `npm start` runs: the code a recipient got,
// and the e-mails to an address so far.
import { expect, inject } from "vitest";
import { GIFT_CARD_ALPHABET } from "../../shared/gift-cards/gift-card-code.js";
import type { StoredEmail } from "./mailbox.js";

const CODE = new RegExp(`Gift card code:?\\s*([${GIFT_CARD_ALPHABET}]{4}(?:-[${GIFT_CARD_ALPHABET}]{4}){3})`);

/** The gift card e-mails sent to `to` so far, oldest first. */
export async function giftCardMailsTo(to: string): Promise<StoredEmail[]> {
  const emails = ((await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: StoredEmail[] }).emails;
  return emails.filter((e) => e.destination.to.includes(to) && /gift card/.test(e.subject));
}

/** The code in the newest gift card e-mail to `to`, once the outbox has sent it. */
export async function codeSentTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = CODE.exec((await giftCardMailsTo(to)).at(-1)?.body.text ?? "")?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return code!;
}
