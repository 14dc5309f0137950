// Beyond the form's length rule (shared/schemas/account.ts): a new password is refused when it is
// one of the ~49,000 passwords most often found in breaches (zxcvbn-ts's common list) or when
// zxcvbn scores it 0, too guessable (aaaaaaaa, 12341234, the shopper's own e-mail). The
// dictionaries (about 2 MB) are a chunk of their own, loaded on the first check: the API's cold
// start stays within its budget, and only sign-ups, resets and sign-ins pay for them, once.
export const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";
export const GUESSABLE_PASSWORD = "This password is too easy to guess. Please add more words or characters.";

interface Checker {
  common: Set<string>;
  score(password: string, personal: string[]): number;
}

let checker: Promise<Checker> | undefined;

function load(): Promise<Checker> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return { common: new Set(common.dictionary["passwords-common"]), score: (password, personal) => factory.check(password, personal).score };
  });
  return checker;
}

/** Why a new password is refused, or undefined when it will do. `personal` holds the name and e-mail. */
export async function weakPasswordReason(password: string, personal: readonly string[] = []): Promise<string | undefined> {
  const { common, score } = await load();
  if (common.has(password.toLowerCase())) return COMMON_PASSWORD;
  // zxcvbn's cost grows with length; past 64 characters a password is not guessable this way.
  if (password.length <= 64 && score(password, personal.filter(Boolean)) === 0) return GUESSABLE_PASSWORD;
  return undefined;
}
