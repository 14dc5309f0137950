import { Link } from "react-router-dom";
import { BRAND_NAME } from "@shared/catalogue.js";

/** The brand mark (a paisley in saffron on plum) and the name, linking home. */
export function Logo({ onClick }: { onClick?(): void }) {
  return (
    <Link to="/" className="logo" onClick={onClick} aria-label={`${BRAND_NAME}, home`}>
      <svg className="logo__mark" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
        <path d="M34 12c11 0 17 10 14 21-3 12-16 20-26 15-7-4-7-14 0-17 6-3 12 1 11 6-1 4-5 5-7 3" fill="none" stroke="#e2a93b" strokeWidth="4.5" strokeLinecap="round" />
        <circle cx="36" cy="24" r="3.5" fill="#e2a93b" />
      </svg>
      <span className="logo__word">{BRAND_NAME}</span>
    </Link>
  );
}
