import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

// Beyond the form's length rule (shared/schemas/account.ts): a new password is refused when it is
// one of the ~49,000 passwords most often found in breaches (zxcvbn-ts's common list) or when
// zxcvbn scores it 0, too guessable (aaaaaaaa, 12341234, the shopper's own e-mail). Built on first
// use: the dictionaries cost a few tens of milliseconds to load.
export const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";
export const GUESSABLE_PASSWORD = "This password is too easy to guess. Please add more words or characters.";

let checker: ZxcvbnFactory | undefined;
let commonList: Set<string> | undefined;

function load() {
  commonList ??= new Set(common.dictionary["passwords-common"]);
  checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return { checker, commonList };
}

/** Why a new password is refused, or undefined when it will do. `personal` holds the name and e-mail. */
export function weakPasswordReason(password: string, personal: readonly string[] = []): string | undefined {
  const { checker, commonList } = load();
  if (commonList.has(password.toLowerCase())) return COMMON_PASSWORD;
  // zxcvbn's cost grows with length; past 64 characters a password is not guessable this way.
  if (password.length <= 64 && checker.check(password, personal.filter(Boolean)).score === 0) return GUESSABLE_PASSWORD;
  return undefined;
}
