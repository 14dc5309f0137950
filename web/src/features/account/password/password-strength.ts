// The strength meter's score (0-4), from the same maintained list the server refuses common
// passwords with. The list is about 600 KB, so it is fetched only when a new password is typed.
type Scorer = (password: string, personal: string[]) => number;

let scorer: Promise<Scorer> | undefined;

export function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, personal) => factory.check(password, personal).score;
  });
  return scorer;
}

export const STRENGTH_WORDS = ["Too easy to guess", "Weak", "Fair", "Good", "Strong"] as const;
