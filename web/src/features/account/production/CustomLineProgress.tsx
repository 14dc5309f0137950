import { useState } from "react";
import { isUnusualMeasurement, MEASUREMENT_FIELDS, MEASUREMENT_GUIDES, measurementRange, type MeasurementField } from "@shared/made-to-measure/measurements.js";
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from "@shared/made-to-measure/production.js";
import type { Order, OrderItem } from "@shared/schemas/order.js";
import { errorText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { correctMeasurements, type LineProduction } from "./production-api.js";
import "./custom-line-progress.css";
import { FormAlert } from "@/components/ui/form/FormAlert.js";

const dayText = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
const deadlineText = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/**
 * Under a custom line in the order's details: where the piece is on the production line (every
 * stage, the current one marked), the promised dispatch date and, within 24 hours of paying and
 * before the shop checks them, "Correct measurements".
 */
export function CustomLineProgress({ order, item, progress, onChanged }: { order: Order; item: OrderItem; progress: LineProduction; onChanged?(order: Order): void }) {
  const [editing, setEditing] = useState(false);
  const current = PRODUCTION_STAGES.indexOf(progress.stage);
  const cancelled = order.status === "cancelled" || order.status === "refunded";
  return (
    <div className="custom-progress">
      <p className="custom-progress__now">
        Made to measure ({item.custom?.measurements.profileName}) · <strong>{cancelled ? "Cancelled" : progress.stageLabel}</strong>
      </p>
      {cancelled ? null : (
        <>
          <ol className="custom-progress__stages" aria-label={`Production of ${item.name}`}>
            {PRODUCTION_STAGES.map((stage, i) => (
              <li key={stage} className={i < current ? "custom-progress__stage--done" : i === current ? "custom-progress__stage--current" : undefined} aria-current={i === current ? "step" : undefined}>
                {PRODUCTION_STAGE_LABELS[stage]}
              </li>
            ))}
          </ol>
          <p className="muted">We aim to dispatch it by {dayText.format(new Date(`${progress.promisedDate}T12:00:00Z`))}.</p>
        </>
      )}
      {progress.correctableUntil && item.custom && onChanged && !cancelled ? (
        editing ? (
          <CorrectionForm order={order} line={progress.line} item={item} onDone={(changed) => (setEditing(false), onChanged(changed))} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <p className="muted">Spotted a mistake? You can correct the measurements until {deadlineText.format(new Date(progress.correctableUntil))}, before we check them.</p>
            <p>
              <button type="button" className="btn btn--outline btn--small" onClick={() => setEditing(true)}>
                Correct measurements
              </button>
            </p>
          </>
        )
      ) : null}
    </div>
  );
}

function CorrectionForm({ order, line, item, onDone, onCancel }: { order: Order; line: number; item: OrderItem; onDone(order: Order): void; onCancel(): void }) {
  const measurements = item.custom!.measurements;
  const unit = measurements.unit;
  const fields = MEASUREMENT_FIELDS.filter((field) => measurements.values[field] !== undefined);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field, String(measurements.values[field])])));
  const [confirming, setConfirming] = useState<MeasurementField[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const parsed: Partial<Record<MeasurementField, number>> = {};
    for (const field of fields) {
      const value = Number(values[field]);
      if (!values[field]?.trim() || !Number.isFinite(value) || value <= 0) {
        setProblem(`${MEASUREMENT_GUIDES[field].label} must be a number more than 0.`);
        return;
      }
      parsed[field] = value;
    }
    // A value out of the usual range is asked about once, never refused.
    const unusual = fields.filter((field) => isUnusualMeasurement(field, parsed[field]!, unit));
    if (unusual.some((field) => !confirming.includes(field))) {
      setConfirming(unusual);
      setProblem(null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onDone(await correctMeasurements(order._id || order.id, line, parsed));
    } catch (failure) {
      setProblem(errorText(failure, "Your measurements could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="custom-progress__form"
      aria-label={`Correct measurements for ${item.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="custom-progress__fields">
        {fields.map((field) => {
          const range = measurementRange(field, unit);
          const asked = confirming.includes(field);
          return (
            <Field
              key={field}
              label={`${MEASUREMENT_GUIDES[field].label} (${unit})`}
              inputMode="decimal"
              value={values[field] ?? ""}
              hint={asked ? `Are you sure? Usually ${range.min}-${range.max} ${unit}.` : undefined}
              onChange={(event) => {
                setValues({ ...values, [field]: event.target.value });
                setConfirming(confirming.filter((f) => f !== field));
              }}
            />
          );
        })}
      </div>
      <FormAlert message={problem} />
      <div className="custom-progress__buttons">
        <button type="submit" className="btn btn--primary btn--small" aria-disabled={busy}>
          {confirming.length > 0 ? "Yes, save these" : "Save measurements"}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
