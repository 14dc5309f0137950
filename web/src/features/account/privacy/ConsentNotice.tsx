import { consentNotice, NOTICE_LANGUAGE_NAMES, NOTICE_LANGUAGES, type NoticeLanguage } from "@shared/privacy/consent-notice.js";
import { SELLER } from "@/config/seller.js";
import "./consent-notice.css";

// The privacy notice the DPDP Rules ask for (shared/privacy/consent-notice.ts), in English or Hindi:
// a switch between the two, the one-line summary for beside a button, and the itemised notice.

const noticeIn = (language: NoticeLanguage) => consentNotice(language, SELLER.grievanceOfficer);

/** English | हिन्दी: the notice's language, chosen by its own name. */
export function NoticeLanguageSwitch({ language, onChange }: { language: NoticeLanguage; onChange(language: NoticeLanguage): void }) {
  return (
    <div className="notice-languages" role="group" aria-label="Notice language / सूचना की भाषा">
      {NOTICE_LANGUAGES.map((option) => (
        <button key={option} type="button" lang={option} className="notice-languages__option" aria-pressed={language === option} onClick={() => onChange(option)}>
          {NOTICE_LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/** The whole notice: each piece of data with its purpose, withdrawing consent, rights, the Board. */
export function ConsentNoticeText({ language }: { language: NoticeLanguage }) {
  const notice = noticeIn(language);
  return (
    <div className="consent-notice" lang={language} data-testid="consent-notice">
      <p>{notice.intro}</p>
      <h3>{notice.itemsHeading}</h3>
      <ul className="consent-notice__items">
        {notice.items.map((item) => (
          <li key={item.data}>
            <strong>{item.data}</strong>
            <span>{item.purpose}</span>
          </li>
        ))}
      </ul>
      {(
        [
          [notice.withdrawHeading, notice.withdraw],
          [notice.rightsHeading, notice.rights],
          [notice.complainHeading, notice.complain],
        ] as const
      ).map(([heading, lines]) => (
        <section key={heading}>
          <h3>{heading}</h3>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The summary with the full notice a tap away: beside the sign-up button, and in the account. */
export function ConsentSummary({ language, onLanguageChange, lead }: { language: NoticeLanguage; onLanguageChange(language: NoticeLanguage): void; lead?: string }) {
  const notice = noticeIn(language);
  return (
    <div className="consent-summary" data-testid="consent-summary">
      <NoticeLanguageSwitch language={language} onChange={onLanguageChange} />
      <p lang={language}>
        {lead ? <strong>{lead} </strong> : null}
        {notice.summary}
      </p>
      <details className="consent-summary__details">
        <summary lang={language}>{notice.title}</summary>
        <ConsentNoticeText language={language} />
      </details>
    </div>
  );
}

/** What the sign-up button's agreement reads, in the notice's language. */
export const AGREE_LEAD: Record<NoticeLanguage, string> = {
  en: "By registering you agree to our privacy notice.",
  hi: "रजिस्टर करके आप हमारी गोपनीयता सूचना से सहमत होती हैं।",
};
