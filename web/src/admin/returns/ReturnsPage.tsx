import { Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATE_LABELS, RETURN_STATES, type PieceCondition, type ReturnState } from "@shared/returns.js";
import { errorText } from "../../api/error-text.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { adminDateTime } from "../shared/format.js";
import { RefreshButton } from "../shared/HeaderButtons.js";
import { LoadErrorBanner } from "../shared/LoadErrorBanner.js";
import { PageHeader } from "../shared/PageHeader.js";
import { approveReturn, fetchReturns, mediaUrl, receiveReturn, recordPickup, rejectReturn, type AdminReturn } from "./returns-api.js";
import "./returns.css";

/**
 * /admin/returns: the shoppers' returns and exchanges, newest first, filtered by state. Each card
 * shows the pieces, the reason, the photos or video, and the next step: approve (books the
 * reverse pickup) or reject with a reason, record the pickup, then mark each piece received as
 * restockable or damaged, which resolves the return (credit, exchange order or refund).
 */
export default function ReturnsPage() {
  const [state, setState] = useState<ReturnState | "">("requested");
  const [rows, setRows] = useState<AdminReturn[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { flash, show, clear } = useFlash();

  // Only the latest load is shown: a reload after an action may answer after the filter changed.
  const latest = useRef(0);
  const load = useCallback(() => {
    const asked = ++latest.current;
    fetchReturns(state)
      .then((found) => {
        if (asked !== latest.current) return;
        setRows(found);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (asked === latest.current) setError(reason);
      });
  }, [state]);
  useEffect(load, [load]);

  const done = (text: string) => {
    show({ kind: "success", text });
    load();
  };
  const failed = (reason: unknown) => show({ kind: "error", text: "That did not go through.", detail: errorText(reason, "Check the connection and try again.") });

  return (
    <div className="admin-page">
      <PageHeader title="Returns" count={rows === null ? "Loading…" : `${rows.length} ${rows.length === 1 ? "return" : "returns"}`} actions={<RefreshButton small onClick={load} />} />
      <FlashMessage flash={flash} onClose={clear} />
      <label className="returns-filter">
        <span>Show</span>
        <select value={state} onChange={(event) => setState(event.target.value as ReturnState | "")}>
          <option value="">All returns</option>
          {RETURN_STATES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <LoadErrorBanner text={error ? errorText(error, "Could not load the returns. Check the connection and try again.") : null} />
      {rows && rows.length === 0 ? <p className="muted">No returns here.</p> : null}
      <ul className="returns-list">
        {(rows ?? []).map((row) => (
          <ReturnCard key={row.id} row={row} onDone={done} onFailed={failed} />
        ))}
      </ul>
    </div>
  );
}

function ReturnCard({ row, onDone, onFailed }: { row: AdminReturn; onDone(text: string): void; onFailed(error: unknown): void }) {
  const [busy, setBusy] = useState(false);
  const act = (run: () => Promise<unknown>, text: string) => {
    setBusy(true);
    run()
      .then(() => onDone(text))
      .catch(onFailed)
      .finally(() => setBusy(false));
  };
  return (
    <li className="return-card" aria-label={`Return ${row.number}`}>
      <header className="return-card__head">
        <Undo2 size={18} aria-hidden="true" />
        <strong>{row.number}</strong>
        <span className={`return-card__state return-card__state--${row.state}`}>{RETURN_STATE_LABELS[row.state]}</span>
      </header>
      <p className="muted">
        Order {orderNumber(row.orderId)} · {row.user.name} · asked {adminDateTime(row.createdAt)}
      </p>
      <p>
        Wants: <strong>{RETURN_RESOLUTION_LABELS[row.resolution]}</strong> · {formatRupees(row.value)}
      </p>
      <ul className="return-card__items">
        {row.items.map((item) => (
          <li key={`${item.product}-${item.size}`}>
            {item.quantity} × {item.name} (size {item.size}
            {item.exchangeSize ? ` → ${item.exchangeSize}` : ""}) · {RETURN_REASON_LABELS[item.reason]}
            {row.resolution === "mixed" ? ` · ${RETURN_RESOLUTION_LABELS[item.resolution]}` : ""}
          </li>
        ))}
      </ul>
      {row.note ? <p className="return-card__note">“{row.note}”</p> : null}
      {row.media.length > 0 ? <ReturnMedia row={row} /> : null}
      {row.rejectReason ? <p className="muted">Rejected: {row.rejectReason}</p> : null}
      {row.pickup?.trackingNumber ? (
        <p className="muted">
          Pickup: {row.pickup.courier} · {row.pickup.trackingNumber}
        </p>
      ) : null}
      {row.exchangeOrderId ? <p className="muted">Exchange sent as order {orderNumber(row.exchangeOrderId)}</p> : null}
      {row.credit !== undefined ? <p className="muted">Store credit added: {formatRupees(row.credit)}</p> : null}
      {row.refunded !== undefined ? <p className="muted">Refunded to source: {formatRupees(row.refunded)}</p> : null}
      <NextStep row={row} busy={busy} act={act} />
    </li>
  );
}

function ReturnMedia({ row }: { row: AdminReturn }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    for (const media of row.media) {
      mediaUrl(row.id, media.mediaId)
        .then((url) => {
          made.push(url);
          if (live) setUrls((before) => ({ ...before, [media.mediaId]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [row.id, row.media]);
  return (
    <div className="return-card__media">
      {row.media.map((media) =>
        !urls[media.mediaId] ? (
          <span key={media.mediaId} className="muted">
            Loading {media.kind}…
          </span>
        ) : media.kind === "video" ? (
          <video key={media.mediaId} src={urls[media.mediaId]} controls className="return-card__video" aria-label="Unboxing video" />
        ) : (
          <img key={media.mediaId} src={urls[media.mediaId]} alt={`Photo sent with ${row.number}`} className="return-card__photo" />
        ),
      )}
    </div>
  );
}

function NextStep({ row, busy, act }: { row: AdminReturn; busy: boolean; act(run: () => Promise<unknown>, text: string): void }) {
  const [reason, setReason] = useState("");
  const [courier, setCourier] = useState("");
  const [tracking, setTracking] = useState("");
  const [conditions, setConditions] = useState<Record<string, PieceCondition>>({});
  if (row.state === "requested") {
    return (
      <div className="return-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => act(() => approveReturn(row.id), `${row.number} approved: pickup booked.`)}>
          Approve and book pickup
        </button>
        <label className="return-card__field">
          <span>Reason to reject</span>
          <input value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <button type="button" className="btn btn--outline" disabled={busy || reason.trim() === ""} onClick={() => act(() => rejectReturn(row.id, reason.trim()), `${row.number} rejected.`)}>
          Reject
        </button>
      </div>
    );
  }
  const receive = (
    <div className="return-card__actions">
      {row.items.map((item) => {
        const key = `${item.product}|${item.size}`;
        return (
          <label key={key} className="return-card__field">
            <span>
              {item.name} (size {item.size}) came back
            </span>
            <select value={conditions[key] ?? "restockable"} onChange={(event) => setConditions({ ...conditions, [key]: event.target.value as PieceCondition })}>
              <option value="restockable">Restockable</option>
              <option value="damaged">Damaged</option>
            </select>
          </label>
        );
      })}
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        onClick={() =>
          act(
            () => receiveReturn(row.id, row.items.map((item) => ({ product: item.product, size: item.size, quantity: item.quantity, condition: conditions[`${item.product}|${item.size}`] ?? "restockable" }))),
            `${row.number} received and resolved.`,
          )
        }
      >
        Mark received
      </button>
    </div>
  );
  if (row.state === "approved") {
    return (
      <>
        <div className="return-card__actions">
          <label className="return-card__field">
            <span>Courier</span>
            <input value={courier} onChange={(event) => setCourier(event.target.value)} />
          </label>
          <label className="return-card__field">
            <span>Tracking number</span>
            <input value={tracking} onChange={(event) => setTracking(event.target.value)} />
          </label>
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy || courier.trim() === "" || tracking.trim() === ""}
            onClick={() => act(() => recordPickup(row.id, courier.trim(), tracking.trim()), `${row.number} picked up.`)}
          >
            Record pickup
          </button>
        </div>
        {receive}
      </>
    );
  }
  if (row.state === "picked-up" || row.state === "received") return receive;
  return null;
}
