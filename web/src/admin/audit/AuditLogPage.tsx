import { useInfiniteQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorText } from "@/api/error-text.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { fetchAuditPage, type AuditEntry, type AuditFilter } from "./audit-api.js";
import { actionText, ENTITY_OPTIONS, roleLabel, valueText } from "./audit-text.js";
import "./audit.css";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

const NO_FILTER: AuditFilter = { entity: "", actor: "", from: "", to: "" };

/** /admin/audit: every change made in the admin, newest first, for the owner. */
export default function AuditLogPage() {
  const [draft, setDraft] = useState(NO_FILTER);
  const [filter, setFilter] = useState(NO_FILTER);
  const log = useInfiniteQuery({
    queryKey: ["audit", filter],
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
  }

  return (
    <section className="admin-page">
      <PageHeader title="Audit log" count="Who changed what in the admin, newest first" />
      <form className="admin-toolbar audit-filters" onSubmit={apply} aria-label="Filter the audit log">
        <LabelledField id="audit-entity" label="What">
          <select id="audit-entity" className="select" value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.target.value })}>
            <option value="">Everything</option>
            {ENTITY_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="audit-actor" label="Who">
          <input id="audit-actor" className="input" placeholder="Name" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        </LabelledField>
        <LabelledField id="audit-from" label="From">
          <input id="audit-from" className="input" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </LabelledField>
        <LabelledField id="audit-to" label="To">
          <input id="audit-to" className="input" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </LabelledField>
        <div className="admin-toolbar__buttons">
          <button type="submit" className="btn btn--primary">
            Show
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setDraft(NO_FILTER);
              setFilter(NO_FILTER);
            }}
          >
            Clear
          </button>
        </div>
      </form>

      {log.error ? (
        <p className="admin-flash admin-flash--error" role="alert">
          {errorText(log.error, "Error fetching the audit log. Please try again.")}
        </p>
      ) : null}
      {log.isLoading ? <p className="admin-loading">Loading…</p> : null}
      {!log.isLoading && !log.error && entries.length === 0 ? <p className="muted">No changes match.</p> : null}
      <ol className="plain-list audit-list" aria-label="Changes">
        {entries.map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {log.hasNextPage ? (
        <div className="admin-list-footer">
          <button type="button" className="btn btn--outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? "Loading…" : "Load more changes"}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <li className="admin-panel audit-entry">
      <p className="audit-entry__line">
        <strong>{entry.actor.name}</strong> <span className="muted">({roleLabel(entry.actor.role)})</span> {actionText(entry.action, entry.entity)} <code className="admin-mono">{entry.entityId}</code>
      </p>
      <p className="muted audit-entry__time">{adminDateTime(entry.at)}</p>
      {fields.length > 0 ? (
        <dl className="audit-entry__fields">
          {fields.map((field) => (
            <div key={field} className="audit-entry__field">
              <dt>{field}</dt>
              <dd>
                {/* A creation has only the new value, a deletion only the old one. */}
                {field in before ? <span className="audit-entry__before">{valueText(before[field])}</span> : null}
                {field in before && field in after ? (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> became </span>
                  </>
                ) : null}
                {field in after ? <span className="audit-entry__after">{valueText(after[field])}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
