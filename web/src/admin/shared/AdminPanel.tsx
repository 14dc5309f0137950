import type { ReactNode } from "react";

interface AdminPanelProps {
  /** The heading's id, which names the panel for screen readers. */
  titleId: string;
  title: string;
  /** What sits on the heading's right: a link, a button group, when it was checked. */
  aside?: ReactNode;
  className?: string;
  headerClassName?: string;
  busy?: boolean;
  /** The panel's body, under the heading. */
  children: ReactNode;
}

/** A titled white card of an admin screen: the dashboard's panels and the export forms. */
export function AdminPanel({ titleId, title, aside, className, headerClassName, busy, children }: AdminPanelProps) {
  return (
    <section className={className ? `admin-panel ${className}` : "admin-panel"} aria-labelledby={titleId} aria-busy={busy}>
      <div className={headerClassName ? `admin-panel__header ${headerClassName}` : "admin-panel__header"}>
        <h2 id={titleId} className="admin-panel__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
