import { Star } from "lucide-react";
import { useState } from "react";
import { REVIEW_FIT_LABELS, REVIEW_STATUSES, REVIEW_STATUS_LABELS, type ModerationStatus, type ReviewStatus } from "@shared/reviews.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { QueuePage, type QueueCardProps } from "@/admin/shared/queue/QueuePage.js";
import { useQueue } from "@/admin/shared/queue/use-queue.js";
import { orderPath } from "@/admin/shared/admin-paths.js";
import { fetchReviews, moderateReview, type AdminReview } from "./reviews-api.js";
import "./reviews.css";

/**
 * /admin/reviews (issue 27): buyers' reviews, newest first, waiting ones shown first. Nothing is
 * published until approved here; a published review can be hidden later. A reply is public, under
 * the review on the product page; a rejection needs a reason (kept for the shop, not shown).
 */
export default function ReviewsPage() {
  const queue = useQueue<ReviewStatus, AdminReview>("pending", fetchReviews);
  return <QueuePage title="Reviews" noun={{ one: "review", many: "reviews" }} states={REVIEW_STATUSES} labels={REVIEW_STATUS_LABELS} queue={queue} card={ReviewCard} />;
}

function ReviewCard({ row, onDone, onFailed }: QueueCardProps<AdminReview>) {
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState(row.reply?.text ?? "");
  const [reason, setReason] = useState("");
  const decide = (status: ModerationStatus) => {
    setBusy(true);
    const replyChanged = reply.trim() !== (row.reply?.text ?? "");
    moderateReview(row.id, { status, ...(reason.trim() && status !== "approved" ? { reason: reason.trim() } : {}), ...(replyChanged ? { reply: reply.trim() } : {}) })
      .then(onDone)
      .catch(onFailed)
      .finally(() => setBusy(false));
  };
  return (
    <li className="queue-card" aria-label={`Review of ${row.productName} by ${row.author}`}>
      <header className="queue-card__head">
        <span className="review-card__stars" aria-label={`${row.stars} out of 5 stars`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} size={16} aria-hidden="true" fill={i < row.stars ? "currentColor" : "none"} />
          ))}
        </span>
        <strong>{row.title}</strong>
        <span className={`queue-card__state review-card__status--${row.status}`}>{REVIEW_STATUS_LABELS[row.status]}</span>
      </header>
      <p className="muted">
        {row.productName} · size {row.size} · {REVIEW_FIT_LABELS[row.fit]} · <a href={orderPath(row.orderId)}>order {row.orderNumber}</a> · {row.author} · {adminDateTime(row.createdAt)}
      </p>
      <p className="review-card__text">{row.text}</p>
      {row.photos.length > 0 ? (
        <div className="queue-card__media">
          {row.photos.map((photo, i) => (
            <a key={photo} href={photo} target="_blank" rel="noreferrer">
              <img src={photo} alt={`Photo ${i + 1} with the review`} className="queue-card__photo" />
            </a>
          ))}
        </div>
      ) : null}
      {row.rejectReason ? <p className="muted">Reason: {row.rejectReason}</p> : null}
      <label className="queue-card__field">
        <span>Public reply (shown under the review)</span>
        <textarea rows={2} value={reply} maxLength={1000} onChange={(event) => setReply(event.target.value)} />
      </label>
      <div className="queue-card__actions">
        {row.status !== "approved" ? (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => decide("approved")}>
            Approve and publish
          </button>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy || reply.trim() === (row.reply?.text ?? "")} onClick={() => decide("approved")}>
            Save reply
          </button>
        )}
        <label className="queue-card__field">
          <span>{row.status === "approved" ? "Reason to hide" : "Reason to reject"}</span>
          <input value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        {row.status === "approved" ? (
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => decide("hidden")}>
            Hide
          </button>
        ) : row.status === "pending" || row.status === "hidden" ? (
          <button type="button" className="btn btn--outline" disabled={busy || reason.trim() === ""} onClick={() => decide("rejected")}>
            Reject
          </button>
        ) : null}
      </div>
    </li>
  );
}
