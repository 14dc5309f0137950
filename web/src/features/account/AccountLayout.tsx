import type { ReactNode } from "react";

/** The card that holds the register and login forms, centred in the page frame. */
export function AccountLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <section className="account-card" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        <p className="account-subtitle">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
