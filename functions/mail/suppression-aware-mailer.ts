import type { MailSuppressions } from "../data/mail-suppressions.js";
import { PermanentMailFailure, type Mailer } from "./mailer.js";

// The outbox's mailer with the suppression list in front: an e-mail to an address that bounced
// for good or complained is not sent. It fails as SES's own refusals do, so the outbox records the
// step as skipped with the reason and goes on (functions/outbox/process-outbox.ts).

export class SuppressedAddress extends PermanentMailFailure {
  constructor(reason: string, at: string) {
    super(`not sent: the address is suppressed after a ${reason === "complaint" ? "spam complaint" : "permanent bounce"} (${at})`);
    this.name = "SuppressedAddress";
  }
}

export function suppressionAwareMailer(mailer: Mailer, suppressions: MailSuppressions): Mailer {
  return {
    async send(email) {
      const suppressed = await suppressions.get(email.to);
      if (suppressed) throw new SuppressedAddress(suppressed.reason, suppressed.at);
      return mailer.send(email);
    },
  };
}
