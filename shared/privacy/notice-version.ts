// What the server needs of the privacy notice (shared/privacy/consent-notice.ts has its words): its
// version, its languages, and the record of a consent given to it. Kept apart so the API's bundle
// does not carry the notice's text in two languages.

export const CONSENT_NOTICE_VERSION = "2026-12-07";

export const NOTICE_LANGUAGES = ["en", "hi"] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The consent a shopper gave, as recorded with her account and exported to her. */
export interface ConsentRecord {
  /** What she agreed to: "account" is the notice shown at sign-up. */
  purpose: "account";
  noticeVersion: string;
  /** The language she was reading the notice in when she agreed. */
  language: NoticeLanguage;
  givenAt: string;
  /** How she gave it, in words. */
  how: string;
}
