import { Star } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { REVIEW_FIT_LABELS, REVIEW_STATUSES, REVIEW_STATUS_LABELS, type ModerationStatus, type ReviewStatus } from "@shared/reviews.js";
import { errorText } from "../../api/error-text.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { adminDateTime } from "../shared/format.js";
import { RefreshButton } from "../shared/HeaderButtons.js";
import { LoadErrorBanner } from "../shared/LoadErrorBanner.js";
import { PageHeader } from "../shared/PageHeader.js";
import { orderPath } from "../shared/admin-paths.js";
import { fetchReviews, moderateReview, type AdminReview } from "./reviews-api.js";
import "./reviews.css";

/**
 * /admin/reviews (issue 27): buyers' reviews, newest first, waiting ones shown first. Nothing is
 * published until approved here; a published review can be hidden later. A reply is public, under
 * the review on the product page; a rejection needs a reason (kept for the shop, not shown).
 */
export default function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus | "">("pending");
  const [rows, setRows] = useState<AdminReview[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { flash, show, clear } = useFlash();
  const latest = useRef(0);
  const load = useCallback(() => {
    const asked = ++latest.current;
    fetchReviews(status)
      .then((found) => {
        if (asked !== latest.current) return;
        setRows(found.reviews);
        setNextCursor(found.nextCursor);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (asked === latest.current) setError(reason);
      });
  }, [status]);
  useEffect(load, [load]);

  /** The next page, added below; a moderation or a change of filter starts again from the newest. */
  const loadMore = () => {
    if (!nextCursor) return;
    const asked = latest.current;
    setMore(true);
    fetchReviews(status, nextCursor)
      .then((found) => {
        if (asked !== latest.current) return;
        setRows((shown) => [...(shown ?? []), ...found.reviews]);
        setNextCursor(found.nextCursor);
      })
      .catch((reason: unknown) => {
        if (asked === latest.current) setError(reason);
      })
      .finally(() => setMore(false));
  };

  const done = (text: string) => {
    show({ kind: "success", text });
    load();
  };
  const failed = (reason: unknown) => show({ kind: "error", text: "That did not go through.", detail: errorText(reason, "Check the connection and try again.") });

  return (
    <div className="admin-page">
      <PageHeader title="Reviews" count={rows === null ? "Loading…" : `${rows.length}${nextCursor ? "+" : ""} ${rows.length === 1 && !nextCursor ? "review" : "reviews"}`} actions={<RefreshButton small onClick={load} />} />
      <FlashMessage flash={flash} onClose={clear} />
      <label className="reviews-filter">
        <span>Show</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ReviewStatus | "")}>
          <option value="">All reviews</option>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REVIEW_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <LoadErrorBanner text={error ? errorText(error, "Could not load the reviews. Check the connection and try again.") : null} />
      {rows && rows.length === 0 ? <p className="muted">No reviews here.</p> : null}
      <ul className="review-cards">
        {(rows ?? []).map((row) => (
          <ReviewCard key={row.id} row={row} onDone={done} onFailed={failed} />
        ))}
      </ul>
      {nextCursor ? (
        <button type="button" className="btn btn--outline" onClick={loadMore} disabled={more}>
          {more ? "Loading…" : "Show more reviews"}
        </button>
      ) : null}
    </div>
  );
}

function ReviewCard({ row, onDone, onFailed }: { row: AdminReview; onDone(text: string): void; onFailed(error: unknown): void }) {
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
    <li className="review-card" aria-label={`Review of ${row.productName} by ${row.author}`}>
      <header className="review-card__head">
        <span className="review-card__stars" aria-label={`${row.stars} out of 5 stars`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} size={16} aria-hidden="true" fill={i < row.stars ? "currentColor" : "none"} />
          ))}
        </span>
        <strong>{row.title}</strong>
        <span className={`review-card__status review-card__status--${row.status}`}>{REVIEW_STATUS_LABELS[row.status]}</span>
      </header>
      <p className="muted">
        {row.productName} · size {row.size} · {REVIEW_FIT_LABELS[row.fit]} · <a href={orderPath(row.orderId)}>order {row.orderNumber}</a> · {row.author} · {adminDateTime(row.createdAt)}
      </p>
      <p className="review-card__text">{row.text}</p>
      {row.photos.length > 0 ? (
        <div className="review-card__photos">
          {row.photos.map((photo, i) => (
            <a key={photo} href={photo} target="_blank" rel="noreferrer">
              <img src={photo} alt={`Photo ${i + 1} with the review`} className="review-card__photo" />
            </a>
          ))}
        </div>
      ) : null}
      {row.rejectReason ? <p className="muted">Reason: {row.rejectReason}</p> : null}
      <label className="review-card__field">
        <span>Public reply (shown under the review)</span>
        <textarea rows={2} value={reply} maxLength={1000} onChange={(event) => setReply(event.target.value)} />
      </label>
      <div className="review-card__actions">
        {row.status !== "approved" ? (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => decide("approved")}>
            Approve and publish
          </button>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy || reply.trim() === (row.reply?.text ?? "")} onClick={() => decide("approved")}>
            Save reply
          </button>
        )}
        <label className="review-card__field">
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
