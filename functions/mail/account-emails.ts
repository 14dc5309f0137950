import { RESET_LINK_MINUTES } from "../accounts/reset-link.js";
import { button, composeLetter, paragraph } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

/** The link to choose a new password; says plainly what to do if she did not ask. */
export function passwordResetLetter(config: LetterConfig, name: string, token: string): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return composeLetter({
    subject: `Reset your ${config.brandName} password`,
    preview: `The link works for ${RESET_LINK_MINUTES} minutes.`,
    title: `Hello ${firstName}, here is your password reset link`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`Someone (we hope you) asked to reset the password of your ${config.brandName} account. Choose a new password with the button below. The link works once, for ${RESET_LINK_MINUTES} minutes.`),
      button("Choose a new password", `${config.mail.shopUrl}/reset-password?token=${encodeURIComponent(token)}`),
      paragraph("If you did not ask for this, you can ignore this e-mail: your password stays as it is."),
    ],
  });
}
