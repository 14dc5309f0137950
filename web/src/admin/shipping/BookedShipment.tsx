import { Printer, RefreshCw } from "lucide-react";
import { useState } from "react";
import { SHIPMENT_STATUS_LABELS } from "@shared/shipment.js";
import { errorText } from "@/api/error-text.js";
import { DetailsList } from "@/components/ui/details-list/DetailsList.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { answerUndelivered, refreshTracking, type OrderShipping } from "./shipping-api.js";

/** A shipment the courier has: its AWB, "Print label", status and scans, and the answer to a failed delivery. */
export function BookedShipment({ shipment, orderId, onChanged }: { shipment: NonNullable<OrderShipping["shipment"]>; orderId: string; onChanged(next: NonNullable<OrderShipping["shipment"]>): void }) {
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const waiting = shipment.status === "undelivered" && shipment.undelivered && !shipment.undelivered.action ? shipment.undelivered : null;

  async function refresh() {
    if (busy) return;
    setBusy(true);
    setFlash(null);
    try {
      onChanged(await refreshTracking(orderId));
      setFlash({ kind: "success", text: "Tracking is up to date with the courier." });
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, "The courier could not be asked. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  async function answer(action: "re-attempt" | "return") {
    if (busy) return;
    setBusy(true);
    setFlash(null);
    try {
      await answerUndelivered(orderId, action);
      onChanged({ ...shipment, undelivered: { ...waiting!, action: { action, comments: "", at: new Date().toISOString(), by: "you" } } });
      setFlash({ kind: "success", text: action === "re-attempt" ? "The courier will try again." : "The courier will return the parcel to the shop." });
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, "The courier could not be told. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="shipment-panel">
      <DetailsList
        details={[
          { label: "Courier", value: shipment.courierName ?? shipment.aggregator },
          { label: "AWB", value: shipment.awb, mono: true },
          { label: "Pickup", value: shipment.pickupDate ?? "Not scheduled" },
          { label: "Parcel", value: `${shipment.parcel.weightGrams} g · ${shipment.parcel.lengthCm} × ${shipment.parcel.breadthCm} × ${shipment.parcel.heightCm} cm` },
          { label: "Status", value: <strong>{SHIPMENT_STATUS_LABELS[shipment.status]}</strong> },
        ]}
      />
      <div className="shipment-panel__actions shipment-panel__buttons">
        {shipment.labelUrl ? (
          <a className="btn btn--outline" href={shipment.labelUrl} target="_blank" rel="noopener noreferrer">
            <Printer size={18} aria-hidden="true" />
            Print label
          </a>
        ) : null}
        <button type="button" className="btn btn--outline" aria-disabled={busy} onClick={() => void refresh()}>
          <RefreshCw size={18} aria-hidden="true" />
          Refresh tracking
        </button>
      </div>
      {waiting ? (
        <div className="shipment-panel__ndr" role="group" aria-label="Failed delivery">
          <p>
            <strong>Delivery failed</strong> {adminDateTime(waiting.at)}: {waiting.reason}
          </p>
          <div className="shipment-panel__actions">
            <button type="button" className="btn btn--primary" aria-disabled={busy} onClick={() => void answer("re-attempt")}>
              Re-attempt
            </button>
            <button type="button" className="btn btn--outline" aria-disabled={busy} onClick={() => void answer("return")}>
              Return to shop
            </button>
          </div>
        </div>
      ) : null}
      <FlashMessage flash={flash} />
      {shipment.scans.length > 0 ? (
        <ol className="order-history shipment-panel__scans">
          {[...shipment.scans].reverse().map((scan, index) => (
            <li key={`${scan.at}-${index}`} className="order-history__entry">
              <span className="order-history__dot" aria-hidden="true" />
              <p>
                {scan.activity}
                <span className="muted">
                  {" "}
                  · {adminDateTime(scan.at)}
                  {scan.location ? ` · ${scan.location}` : ""}
                </span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
