import type { PasswordJudgement } from "../../shared/password-rule.js";

// Beyond the form's length rule (shared/schemas/account.ts): a new password must pass the shop's
// rule (shared/password-rule.ts: zxcvbn score 3 or more, judged against the shop's name, the
// person's e-mail and name and common Indian words). The dictionaries (the common list and the
// English ones, a few MB) are chunks of their own, loaded on the first check: the API's cold
// start stays within its budget, and only sign-ups, resets and password changes pay for them, once.

type Judge = (password: string, person: { email?: string; name?: string }) => string | undefined;

let judge: Promise<Judge> | undefined;

function load(): Promise<Judge> {
  // The rule itself (its word list) comes with them: nothing of it on the start.
  judge ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en"), import("../../shared/password-rule.js")]).then(([core, common, en, rule]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs });
    return (password, person) => rule.weakPasswordMessage(factory.check(password, rule.passwordUserInputs(person)) satisfies PasswordJudgement);
  });
  return judge;
}

/** The shop's rule loaded ahead (the local stack checks ADMIN_PASSWORD before it opens). */
export const loadPasswordRule = () => load().then(() => undefined);

/** Why a new password is refused (the message to show), or undefined when it will do. */
export async function weakPasswordReason(password: string, person: { email?: string; name?: string } = {}): Promise<string | undefined> {
  const check = await load();
  // zxcvbn's cost grows with length; past 64 characters a password is long enough whatever it holds.
  if (password.length > 64) return undefined;
  return check(password, person);
}
