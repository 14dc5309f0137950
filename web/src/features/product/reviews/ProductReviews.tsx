import { BadgeCheck, ThumbsUp } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { REVIEW_FIT_LABELS, REVIEW_SORTS, type ReviewSort } from "@shared/reviews.js";
import { failureText } from "@/api/error-text.js";
import { ProductImage } from "@/components/ProductImage.js";
import { StarRating } from "@/components/StarRating.js";
import { fetchReviews, markHelpful, type PublicReview, type ReviewFilter, type ReviewPage } from "./reviews-api.js";
import { ReviewForm } from "./ReviewForm.js";
import "./reviews.css";
import { Options } from "@/components/ui/form/Options.js";

const SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest first", helpful: "Most helpful first" };
const dateOf = (iso: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

/**
 * The product page's reviews (issue 27): the average with its count, the stars' breakdown, what
 * most say of the fit, and the published reviews, newest or most helpful first, by stars or with
 * photos. Buyers write theirs here (the review request e-mail links to it with ?review=1).
 */
export function ProductReviews({ productId, productName, askToWrite }: { productId: string; productName: string; askToWrite: boolean }) {
  const [filter, setFilter] = useState<ReviewFilter>({ sort: "newest" });
  const [page, setPage] = useState<ReviewPage | null>(null);
  const [more, setMore] = useState<{ reviews: PublicReview[]; nextCursor: string | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [writing, setWriting] = useState(askToWrite);
  const section = useRef<HTMLElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchReviews(productId, filter, undefined, signal).then(
        (answer) => {
          setPage(answer);
          setMore(null);
          setFailed(null);
        },
        (error: unknown) => {
          if (!signal?.aborted) setFailed(failureText(error, "The reviews could not be loaded."));
        },
      ),
    [productId, filter],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  useEffect(() => {
    if (askToWrite) section.current?.scrollIntoView({ block: "start" });
  }, [askToWrite]);

  const reviews = [...(page?.data ?? []), ...(more?.reviews ?? [])];
  const nextCursor = more ? more.nextCursor : page?.pagination.nextCursor;
  const summary = page?.summary;

  async function showMore() {
    if (!nextCursor) return;
    const answer = await fetchReviews(productId, filter, nextCursor);
    setMore((shown) => ({ reviews: [...(shown?.reviews ?? []), ...answer.data], nextCursor: answer.pagination.nextCursor }));
  }

  return (
    <section className="product__section reviews" aria-labelledby="reviews-heading" id="reviews" ref={section}>
      <h2 id="reviews-heading" className="product__section-title">
        Reviews
      </h2>
      {summary && summary.count > 0 && summary.rating !== null ? (
        <div className="stack reviews__summary">
          <div className="button-row button-row--centred reviews__average">
            <span className="reviews__number">{summary.rating.toFixed(1)}</span>
            <StarRating value={summary.rating} size={18} />
            <span className="muted">
              {summary.count} review{summary.count === 1 ? "" : "s"}
            </span>
          </div>
          <ul className="reviews__breakdown" aria-label="Reviews by stars">
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.stars[stars - 1] ?? 0;
              const chosen = filter.stars === stars;
              return (
                <li key={stars}>
                  <button
                    type="button"
                    className={`reviews__bar${chosen ? " is-chosen" : ""}`}
                    aria-pressed={chosen}
                    disabled={count === 0 && !chosen}
                    onClick={() => setFilter((f) => ({ ...f, stars: chosen ? undefined : stars }))}
                  >
                    <span className="reviews__bar-label">{stars} star</span>
                    <span className="reviews__bar-track" aria-hidden="true">
                      <span className="reviews__bar-fill" style={{ width: `${(count / summary.count) * 100}%` }} />
                    </span>
                    <span className="reviews__bar-count">{count}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {summary.mostSay ? <p className="reviews__fit">Most say: {REVIEW_FIT_LABELS[summary.mostSay].toLowerCase()}</p> : null}
        </div>
      ) : page ? (
        <p className="muted">No reviews yet. Bought it? Tell other shoppers how it fits.</p>
      ) : null}

      {writing ? (
        <ReviewForm productId={productId} productName={productName} onDone={() => void load()} onClose={() => setWriting(false)} />
      ) : (
        <button type="button" className="btn btn--outline reviews__write" onClick={() => setWriting(true)}>
          Write a review
        </button>
      )}

      {summary && summary.count > 0 ? (
        <div className="reviews__controls">
          <label className="field reviews__sort">
            <span className="field__label">Sort reviews</span>
            <select className="select" value={filter.sort} onChange={(event) => setFilter((f) => ({ ...f, sort: event.target.value as ReviewSort }))}>
              <Options values={REVIEW_SORTS} label={SORT_LABELS} />
            </select>
          </label>
          <label className="reviews__photos-only">
            <input type="checkbox" checked={filter.photos === true} onChange={(event) => setFilter((f) => ({ ...f, photos: event.target.checked || undefined }))} /> With photos
          </label>
        </div>
      ) : null}

      {failed ? <p className="field__error">{failed}</p> : null}
      <ol className="reviews__list">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ol>
      {page && reviews.length === 0 && (filter.stars || filter.photos) ? <p className="muted">No reviews match. Clear the filter to see them all.</p> : null}
      {nextCursor ? (
        <button type="button" className="btn btn--ghost" onClick={() => void showMore()}>
          Show more reviews
        </button>
      ) : null}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const [helpful, setHelpful] = useState(review.helpful);
  const [voted, setVoted] = useState<string | null>(null);
  async function vote() {
    try {
      setHelpful(await markHelpful(review.id));
      setVoted("Thanks for telling us.");
    } catch (error) {
      setVoted(failureText(error, "Your vote could not be saved."));
    }
  }
  return (
    <li className="review">
      <div className="review__head">
        <StarRating value={review.stars} size={14} />
        <h3 className="review__title">{review.title}</h3>
      </div>
      <p className="review__meta">
        <span className="review__author">{review.author}</span>
        <span className="review__verified">
          <BadgeCheck size={15} aria-hidden="true" /> Verified buyer
        </span>
        <span>{dateOf(review.createdAt)}</span>
      </p>
      <p className="review__facts">
        Size bought: {review.size} · Fit: {REVIEW_FIT_LABELS[review.fit].toLowerCase()}
      </p>
      <p className="review__text">{review.text}</p>
      {review.photos.length > 0 ? (
        <ul className="review__photos" aria-label="Photos from the buyer">
          {review.photos.map((photo, i) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <ProductImage src={photo} alt={`Photo ${i + 1} from ${review.author}`} sizes="96px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-label">Reply from the shop</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      <p className="review__helpful">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void vote()} disabled={voted !== null}>
          <ThumbsUp size={15} aria-hidden="true" /> Helpful ({helpful})
        </button>
        {voted ? <span className="muted">{voted}</span> : null}
      </p>
    </li>
  );
}
