import { INVITATION_LINK_HOURS, RESET_LINK_MINUTES, SIGNUP_LINK_HOURS, VERIFY_LINK_HOURS } from "../accounts/account-link.js";
import { formatPaise } from "../../shared/money.js";
import { ROLE_LABELS, staffRoleOf } from "../../shared/staff-permissions.js";
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

/** The link that finishes a sign-up: opening it makes the account and signs her in. */
export function finishSignupLetter(config: LetterConfig, name: string, token: string): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return composeLetter({
    subject: `Finish signing up to ${config.brandName}`,
    preview: `One tap and your account is ready. The link works for ${SIGNUP_LINK_HOURS} hours.`,
    title: `Welcome, ${firstName}! One tap to finish signing up`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`Thank you for signing up to ${config.brandName}. Open the link below to finish: your account is made and you are signed in. The link works once, for ${SIGNUP_LINK_HOURS} hours.`),
      button("Finish signing up", `${config.mail.shopUrl}/finish-signup?token=${encodeURIComponent(token)}`),
      paragraph(`If you did not sign up to ${config.brandName}, you can ignore this e-mail: no account is made.`),
    ],
  });
}

/** Told to an account's owner when someone asks to sign up with her address: nobody else learns it has an account. */
export function signupTakenLetter(config: LetterConfig, name: string): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return composeLetter({
    subject: `Someone tried to sign up to ${config.brandName} with your address`,
    preview: "You already have an account: sign in, or reset your password.",
    title: `Hello ${firstName}, you already have an account`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`Someone (perhaps you) tried to sign up to ${config.brandName} with this e-mail address. It already has an account, so nothing was changed.`),
      button("Sign in", `${config.mail.shopUrl}/login`),
      paragraph(`Forgotten your password? Choose a new one at ${config.mail.shopUrl}/forgot-password. If this was not you, you can ignore this e-mail: your account and password stay as they are.`),
    ],
  });
}

/** The link that verifies the address the shopper gave. */
export function verifyEmailLetter(config: LetterConfig, name: string, token: string): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return composeLetter({
    subject: `Verify your e-mail address for ${config.brandName}`,
    preview: `One tap, and we know your order e-mails reach you. The link works for ${VERIFY_LINK_HOURS} hours.`,
    title: `Welcome, ${firstName}! Please verify your e-mail address`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`So that your order confirmations, invoices and delivery updates reach you, please confirm that this address is yours. The link works for ${VERIFY_LINK_HOURS} hours.`),
      button("Verify my e-mail", `${config.mail.shopUrl}/verify-email?token=${encodeURIComponent(token)}`),
      paragraph(`If you did not create an account with ${config.brandName}, you can ignore this e-mail.`),
    ],
  });
}

/** The owner's invitation to the back office: a link to choose a password, then sign in at /admin. */
export function staffInvitationLetter(config: LetterConfig, name: string, role: string, token: string): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const label = ROLE_LABELS[staffRoleOf(role) ?? "staff"];
  return composeLetter({
    subject: `You are invited to ${config.brandName}'s admin`,
    preview: `Choose a password to start. The link works for ${INVITATION_LINK_HOURS} hours.`,
    title: `Hello ${firstName}, you are invited as ${label}`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(`${config.brandName} has invited you to its admin as ${label}. Choose your password with the button below, then sign in at ${config.mail.shopUrl}/admin. The link works once, for ${INVITATION_LINK_HOURS} hours.`),
      button("Choose my password", `${config.mail.shopUrl}/accept-invitation?token=${encodeURIComponent(token)}`),
      paragraph("If you were not expecting this, you can ignore this e-mail."),
    ],
  });
}

/**
 * The confirmation of a closed account (DPDP Act 2023, erasure): what was erased, what the law
 * keeps, and (issue 39) the store credit she gave up by closing it, in rupees and paise.
 */
export function accountClosedLetter(config: LetterConfig, name: string, forfeitedPaise: number): Composed {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return composeLetter({
    subject: `Your ${config.brandName} account is closed`,
    preview: forfeitedPaise > 0 ? `${formatPaise(forfeitedPaise)} of store credit was given up with it.` : "Your personal details are erased.",
    title: `Goodbye for now, ${firstName}`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(
        `As you asked, we have closed your account and erased your name, e-mail address, phone number and addresses from it and from your orders. Your tax invoices and credit notes are kept for 8 years, as India's GST law requires, no longer linked to you.`,
      ),
      ...(forfeitedPaise > 0
        ? [paragraph(`You gave up ${formatPaise(forfeitedPaise)} of store credit when you closed it, as you confirmed. It can no longer be spent, and it is not paid out.`)]
        : []),
      paragraph(`If you did not ask for this, write to us at ${config.mail.replyTo} at once. You are welcome to make a new account whenever you like.`),
    ],
  });
}
