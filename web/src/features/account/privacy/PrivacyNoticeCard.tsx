import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NOTICE_LANGUAGE_NAMES, type NoticeLanguage } from "@shared/privacy/consent-notice.js";
import { fetchMyConsents } from "@/features/account/account-api.js";
import { orderDate } from "@/features/account/order-display.js";
import { ConsentSummary } from "./ConsentNotice.js";

/** The privacy notice in the account (DPDP Rules 2025), in English or Hindi, and the consent she gave at sign-up. */
export function PrivacyNoticeCard() {
  const consents = useQuery({ queryKey: ["consents"], queryFn: ({ signal }) => fetchMyConsents(signal) });
  const signup = consents.data?.find((consent) => consent.purpose === "account");
  const [language, setLanguage] = useState<NoticeLanguage | null>(null);
  // She first sees the notice in the language she agreed to it in.
  const shown = language ?? signup?.language ?? "en";
  return (
    <section className="profile-card privacy-notice-card" aria-labelledby="privacy-notice-title">
      <h2 id="privacy-notice-title">Privacy notice</h2>
      {signup ? (
        <p className="consent-agreed muted" data-testid="consent-agreed">
          You agreed to version {signup.noticeVersion} ({NOTICE_LANGUAGE_NAMES[signup.language]}) when you signed up{orderDate(signup.givenAt) ? ` on ${orderDate(signup.givenAt)}` : ""}.
        </p>
      ) : null}
      <ConsentSummary language={shown} onLanguageChange={setLanguage} />
    </section>
  );
}
