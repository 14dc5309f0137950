import type { PersonalDataKind } from "./kinds.js";

// What closing the account does to each kind, in the shopper's words: the export's retention notes
// and the closure's answer both say it this way.

export function erasureSentence(kind: Pick<PersonalDataKind, "erasure">): string {
  const erasure = kind.erasure;
  switch (erasure.how) {
    case "deleted":
      return "Until you remove it or close your account; closing deletes it.";
    case "anonymised":
      return `Kept ${erasure.keptFor} after your account is closed, without your details: ${erasure.keeps} Why: ${erasure.why}`;
    case "kept":
      return `Kept ${erasure.keptFor}: ${erasure.why}`;
    case "lapses":
      return `Deletes itself after ${erasure.after}. ${erasure.why}`;
  }
}

/** What stays after closing, for the shopper: what, why, and for how long. */
export interface KeptAfterClosing {
  what: string;
  why: string;
  keptFor: string;
  keeps?: string;
}

export function keptAfterClosing(kinds: readonly PersonalDataKind[]): KeptAfterClosing[] {
  return kinds.flatMap((kind) => {
    const erasure = kind.erasure;
    if (erasure.how === "anonymised") return [{ what: kind.title, keeps: erasure.keeps, why: erasure.why, keptFor: erasure.keptFor }];
    if (erasure.how === "kept") return [{ what: kind.title, why: erasure.why, keptFor: erasure.keptFor }];
    return [];
  });
}
