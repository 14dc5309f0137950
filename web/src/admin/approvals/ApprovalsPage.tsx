import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { formatRupees } from "@shared/money.js";
import { PAYOUT_KIND_LABELS } from "@shared/staff-limits.js";
import { readSession } from "@/session/session-store.js";
import { roleLabel } from "@/admin/audit/audit-text.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { QueuePage, type QueueCardProps } from "@/admin/shared/queue/QueuePage.js";
import { useQueue } from "@/admin/shared/queue/use-queue.js";
import { approveRequest, declineRequest, fetchApprovals, type Approval, type ApprovalShelf } from "./approvals-api.js";
import "./approvals.css";

const SHELVES = ["pending", "decided"] as const;
const SHELF_LABELS: Record<ApprovalShelf, string> = { pending: "Waiting", decided: "Decided" };
const STATUS_LABELS: Record<Approval["status"], string> = { pending: "Waiting", approving: "Being carried out", approved: "Approved", declined: "Declined" };

/**
 * /admin/approvals (issue 39): payouts a member of staff asked for over her day's limit (refunds,
 * cancellations, store credit, returns received), waiting for the owner. Approve carries the
 * request out as it was asked, once, in the owner's name; Decline asks why.
 */
export default function ApprovalsPage() {
  const queue = useQueue<ApprovalShelf, Approval>("pending", fetchApprovals);
  return <QueuePage title="Approvals" noun={{ one: "request", many: "requests" }} states={SHELVES} labels={SHELF_LABELS} queue={queue} card={ApprovalCard} />;
}

function ApprovalCard({ row, onDone, onFailed }: QueueCardProps<Approval>) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const mine = row.requestedBy.id === readSession()?.user._id;
  const act = (run: () => Promise<string>) => {
    setBusy(true);
    run()
      .then((message) => onDone(message))
      .catch(onFailed)
      .finally(() => setBusy(false));
  };
  const waiting = row.status === "pending";
  const reasonId = `decline-${row.id}`;
  return (
    <li className="queue-card" aria-label={`${PAYOUT_KIND_LABELS[row.kind]}: ${row.summary}`}>
      <header className="queue-card__head">
        <ShieldCheck size={18} aria-hidden="true" />
        <strong>{formatRupees(row.amount)}</strong>
        <span className={`queue-card__state approval-card__state--${row.status}`}>{STATUS_LABELS[row.status]}</span>
      </header>
      <p>{row.summary}</p>
      <p className="muted">
        Asked by {row.requestedBy.name} ({roleLabel(row.requestedBy.role)}) · {adminDateTime(row.requestedAt)}
      </p>
      <p className="muted">
        Her payouts that day before this: {formatRupees(row.usedToday)} of {formatRupees(row.limit)}
      </p>
      {row.reason ? <p className="approval-card__why">Why: “{row.reason}”</p> : null}
      {row.lastError ? (
        <p className="approval-card__problem" role="note">
          Last try did not go through: {row.lastError}
        </p>
      ) : null}
      {row.decidedBy ? (
        <p className="muted">
          {row.status === "declined" ? "Declined" : "Approved"} by {row.decidedBy.name} · {adminDateTime(row.decidedAt)}
          {row.declineReason ? `: “${row.declineReason}”` : ""}
        </p>
      ) : null}
      {waiting && mine ? <p className="muted">You asked for this; another owner must decide it.</p> : null}
      {waiting && !mine ? (
        <div className="queue-card__actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => act(() => approveRequest(row.id))}>
            Approve
          </button>
          <label className="queue-card__field" htmlFor={reasonId}>
            <span>Reason to decline</span>
            <input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="button" className="btn btn--outline" disabled={busy || reason.trim().length < 3} onClick={() => act(() => declineRequest(row.id, reason.trim()))}>
            Decline
          </button>
        </div>
      ) : null}
    </li>
  );
}
