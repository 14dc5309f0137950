import { useId, useState, type FormEvent } from "react";
import { useSending } from "@/components/ui/form/use-sending.js";
import { Link, useLocation } from "react-router-dom";
import { MAX_REVIEW_PHOTOS, REVIEW_FITS, REVIEW_FIT_LABELS, type ReviewFit } from "@shared/reviews.js";
import { failureText } from "@/api/error-text.js";
import { useSignedInShopper } from "@/session/use-signed-in-shopper.js";
import { uploadReviewPhoto, writeReview } from "./reviews-api.js";

/**
 * A buyer's review: stars, a title, a few words, the fit and up to four photos. The size is the
 * one on her order (the server reads it); the shop reads the review before it is shown.
 */
export function ReviewForm({ productId, productName, onDone, onClose }: { productId: string; productName: string; onDone(): void; onClose(): void }) {
  const shopper = useSignedInShopper();
  const location = useLocation();
  const ids = useId();
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [fit, setFit] = useState<ReviewFit | "">("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, send } = useSending();
  const [thanks, setThanks] = useState<string | null>(null);

  if (shopper === null) {
    return (
      <div className="review-form">
        <p>
          <Link to="/login" state={{ from: `${location.pathname}?review=1`, notice: "Log in to review what you bought." }}>
            Log in
          </Link>{" "}
          to review {productName}. Only shoppers who received it can.
        </p>
      </div>
    );
  }
  if (thanks) {
    return (
      <div className="review-form" role="status">
        <p className="review-form__thanks">{thanks}</p>
      </div>
    );
  }

  function check(): string | null {
    if (stars < 1) return "Choose from 1 to 5 stars.";
    if (!title.trim()) return "Give your review a title.";
    if (text.trim().length < 10) return "Write at least 10 characters about it.";
    if (!fit) return "Say how it fits.";
    if (files.length > MAX_REVIEW_PHOTOS) return `Add at most ${MAX_REVIEW_PHOTOS} photos.`;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = check();
    setProblem(refused);
    if (refused) return;
    await send(
      async () => {
        const photos = [];
        for (const file of files) photos.push(await uploadReviewPhoto(productId, file));
        setThanks(await writeReview(productId, { stars, title: title.trim(), text: text.trim(), fit: fit as ReviewFit, photos }));
        onDone();
      },
      (failure) => setProblem(failureText(failure, "Your review could not be sent. Try again.")),
    );
  }

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="review-form__heading">
        Your review of {productName}
      </h3>
      <fieldset className="review-form__stars">
        <legend className="field__label">Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`touch-box review-form__star${n <= stars ? " is-on" : ""}`}>
            <input type="radio" name={`${ids}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {n} star{n === 1 ? "" : "s"}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="input" value={title} maxLength={100} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Your review</span>
        <textarea className="input review-form__text" value={text} maxLength={2000} rows={4} onChange={(event) => setText(event.target.value)} />
      </label>
      <fieldset className="review-form__fit">
        <legend className="field__label">How does it fit?</legend>
        {REVIEW_FITS.map((option) => (
          <label key={option} className="review-form__choice">
            <input type="radio" name={`${ids}-fit`} value={option} checked={fit === option} onChange={() => setFit(option)} /> {REVIEW_FIT_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">Photos (up to {MAX_REVIEW_PHOTOS}, optional)</span>
        <input type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(event) => setFiles([...(event.target.files ?? [])])} />
      </label>
      {files.length > 0 ? (
        <p className="muted">
          {files.length} photo{files.length === 1 ? "" : "s"} chosen
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="review-form__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? "Sending…" : "Submit review"}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
