import type { ReactNode } from "react";

/** A screen's title, an optional count line ("124 orders") and its buttons. */
export function PageHeader({ title, count, actions }: { title: string; count?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="admin-page__header">
      <div>
        <h1 className="admin-page__title">{title}</h1>
        {count !== undefined && count !== null ? <p className="admin-page__count">{count}</p> : null}
      </div>
      {actions ? <div className="button-row">{actions}</div> : null}
    </header>
  );
}
