import { MIN_PASSWORD_SCORE, passwordUserInputs, weakPasswordMessage } from "@shared/password-rule.js";

// The strength meter judges as the server does (shared/password-rule.ts, with the same common and
// English dictionaries), so a password it calls good is one the server takes. The lists are a
// few MB, so they are fetched only when a new password is typed.
export interface Strength {
  /** zxcvbn's 0-4. */
  score: number;
  /** The server's refusal, word for word, when the score is below the shop's rule. */
  refusal?: string;
}

type Judge = (password: string, person: { email?: string; name?: string }) => Strength;

let judge: Promise<Judge> | undefined;

export function loadJudge(): Promise<Judge> {
  judge ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(([core, common, en]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs });
    return (password, person) => {
      // Past 64 characters the server takes any password (its cost grows with length).
      if (password.length > 64) return { score: 4 };
      const judgement = factory.check(password, passwordUserInputs(person));
      return { score: judgement.score, refusal: weakPasswordMessage(judgement) };
    };
  });
  return judge;
}

/** Below the rule's score every word says it will be refused. */
export const strengthWord = (score: number) => (score < MIN_PASSWORD_SCORE ? "Too easy to guess" : score === MIN_PASSWORD_SCORE ? "Good" : "Strong");
