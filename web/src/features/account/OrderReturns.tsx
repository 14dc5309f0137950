import { useState, type FormEvent } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useSending } from "@/components/ui/form/use-sending.js";
import { PROOF_REASONS, RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason, type ReturnResolution } from "@shared/returns.js";
import { returnWords } from "@shared/return-words.js";
import { formatRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { errorText } from "@/api/error-text.js";
import { orderDateTime } from "./order-display.js";
import { askReturn, cancelMyReturn, uploadReturnFile, type Returnability } from "./returns-api.js";
import { ReturnPickupFacts } from "./ReturnPickupFacts.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { Options } from "@/components/ui/form/Options.js";

type Line = Returnability["lines"][number];

/**
 * "Return or exchange" on a delivered order (issue 25): each line either offers the form or says
 * why it cannot go back; returns already asked show their state in the shared words
 * (shared/return-words.ts), and their pickup's AWB, day and tracking while the courier has it.
 * The order's details read `returns` (use-order-returns.ts), which follows an open return.
 */
export function OrderReturns({ orderId, returns }: { orderId: string; returns: UseQueryResult<Returnability> }) {
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const load = () => void returns.refetch();
  const found = returns.data;

  if (error) return <p className="account-error">{error}</p>;
  if (returns.isError && !found) return <p className="account-error">{errorText(returns.error, "Could not load what can be returned.")}</p>;
  if (!found) return null;
  return (
    <section className="order-returns" aria-label="Returns and exchanges">
      <h3 className="order-details__heading">Returns and exchanges</h3>
      {found.windowEndsAt ? <p className="muted">Within {found.windowDays} days of delivery: until {orderDateTime(found.windowEndsAt)}.</p> : null}
      {found.returns.map((ret) => (
        <div key={ret.id} className="order-returns__return">
          <p>
            <strong>{ret.number}</strong>: {returnWords(ret)}
          </p>
          <p className="muted">{ret.items.map((item) => `${item.quantity} × ${item.name} (size ${item.size}${item.exchangeSize ? ` → ${item.exchangeSize}` : ""})`).join(", ")}</p>
          {ret.pickup && (ret.state === "approved" || ret.state === "picked-up") ? <ReturnPickupFacts pickup={ret.pickup} /> : null}
          {ret.rejectReason ? <p className="muted">Reason: {ret.rejectReason}</p> : null}
          {ret.exchangeOrderId ? <p>Your new size goes out as order {orderNumber(ret.exchangeOrderId)}, at no charge.</p> : null}
          {ret.credit !== undefined ? <p>{formatRupees(ret.credit)} added to your store credit.</p> : null}
          {ret.refunded !== undefined ? <p>{formatRupees(ret.refunded)} refunded to your payment method.</p> : null}
          {ret.state === "requested" || ret.state === "approved" ? (
            <button type="button" className="btn btn--outline" onClick={() => cancelMyReturn(ret.id).then(load, (reason: unknown) => setError(errorText(reason, "Could not cancel.")))}>
              Cancel return {ret.number}
            </button>
          ) : null}
        </div>
      ))}
      <ul className="order-returns__lines">
        {found.lines.map((line) => (
          <li key={line.line} className="order-returns__line">
            <p>
              {line.name} (size {line.size})
            </p>
            {line.notReturnable ? (
              <p className="muted">{line.notReturnable}</p>
            ) : open === line.line ? (
              <ReturnForm
                orderId={orderId}
                line={line}
                onDone={() => {
                  setOpen(null);
                  load();
                }}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <button type="button" className="btn btn--outline" onClick={() => setOpen(line.line)}>
                Return or exchange<span className="visually-hidden"> {line.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReturnForm({ orderId, line, onDone, onCancel }: { orderId: string; line: Line; onDone(): void; onCancel(): void }) {
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason>("size-does-not-fit");
  const [resolution, setResolution] = useState<ReturnResolution>(line.exchangeSizes.length > 0 ? "exchange" : "store-credit");
  const [exchangeSize, setExchangeSize] = useState(line.exchangeSizes[0] ?? "");
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState("");
  const { sending, send } = useSending();
  const [error, setError] = useState<string | null>(null);
  const needsProof = PROOF_REASONS.includes(reason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (needsProof && files.length === 0) {
      setError(`"${RETURN_REASON_LABELS[reason]}" needs photos or the uncut unboxing video.`);
      return;
    }
    await send(
      async () => {
        const media = await Promise.all(files.map(async (file) => ({ mediaId: await uploadReturnFile(file, orderId) })));
        await askReturn(orderId, {
          items: [{ product: line.product, size: line.size, quantity, reason, resolution, ...(resolution === "exchange" ? { exchangeSize } : {}) }],
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(media.length > 0 ? { media } : {}),
        });
        onDone();
      },
      (failure) => setError(errorText(failure, "The return could not be sent. Try again.")),
    );
  };

  return (
    <form className="order-returns__form" onSubmit={submit} aria-label={`Return ${line.name}`}>
      {line.piecesLeft > 1 ? (
        <label>
          <span>Quantity</span>
          <select value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
            {Array.from({ length: line.piecesLeft }, (_, i) => i + 1).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        <span>Reason</span>
        <select
          value={reason}
          onChange={(event) => {
            const next = event.target.value as ReturnReason;
            setReason(next);
            if (resolution === "refund" && !PROOF_REASONS.includes(next)) setResolution("store-credit");
          }}
        >
          <Options values={RETURN_REASONS} label={RETURN_REASON_LABELS} />
        </select>
      </label>
      <fieldset>
        <legend>What would you like?</legend>
        {line.exchangeSizes.length > 0 ? (
          <label className="order-returns__choice">
            <input type="radio" name="resolution" checked={resolution === "exchange"} onChange={() => setResolution("exchange")} /> Another size
          </label>
        ) : null}
        <label className="order-returns__choice">
          <input type="radio" name="resolution" checked={resolution === "store-credit"} onChange={() => setResolution("store-credit")} /> Store credit
        </label>
        {needsProof ? (
          <label className="order-returns__choice">
            <input type="radio" name="resolution" checked={resolution === "refund"} onChange={() => setResolution("refund")} /> Refund to my payment method
          </label>
        ) : null}
      </fieldset>
      {resolution === "exchange" ? (
        <label>
          <span>New size</span>
          <select value={exchangeSize} onChange={(event) => setExchangeSize(event.target.value)}>
            {line.exchangeSizes.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        <span>{needsProof ? "Photos or the unboxing video (required)" : "Photos (optional)"}</span>
        <input type="file" accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm" multiple onChange={(event) => setFiles([...(event.target.files ?? [])])} />
      </label>
      <label>
        <span>Anything else? (optional)</span>
        <textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} maxLength={1000} />
      </label>
      <FormAlert message={error} />
      <div className="order-returns__buttons">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? "Sending…" : "Send return request"}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={sending}>
          Not now
        </button>
      </div>
    </form>
  );
}
