// Registration finishes by e-mail (issue 41): the API tests' way to follow the link, as the shopper does.
//
//   await register({ name, email, password });            // 202 "Check your e-mail to finish signing up"
//   const token = await signupToken(shop, mailbox, email); // the link's token, after the outbox has sent it
//   await post("/api/auth/finish-signup", { token });     // 201 { token, user }: made and signed in
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { outboxDeps, type Mailbox } from "./mailbox.js";

type Shop = Parameters<typeof outboxDeps>[0];

/** The e-mails to `to`, after the outbox has sent what is due. */
export async function mailTo(shop: Shop, mailbox: Mailbox, to: string) {
  await drainOutbox(outboxDeps(shop, mailbox));
  return (await mailbox.emails()).filter((e) => e.destination.to.includes(to));
}

/** The token of the newest sign-up link e-mailed to `to`, or undefined when none was sent. */
export async function signupToken(shop: Shop, mailbox: Mailbox, to: string): Promise<string | undefined> {
  const mail = (await mailTo(shop, mailbox, to)).filter((e) => e.subject.startsWith("Finish signing up")).at(-1);
  const link = /https?:\/\/[^\s"<>]+\/finish-signup\?token=([^\s"<>&]+)/.exec(mail?.body.text ?? "");
  return link ? decodeURIComponent(link[1]!) : undefined;
}
