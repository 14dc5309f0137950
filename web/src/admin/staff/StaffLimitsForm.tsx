import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { formatRupees } from "@shared/money.js";
import { ROLE_LABELS, type StaffRole } from "@shared/staff-permissions.js";
import { errorText } from "@/api/error-text.js";
import type { Flash } from "@/admin/shared/Flash.js";
import { fetchStaffLimits, saveStaffLimits } from "./staff-api.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

const RUPEES = /^\d+(\.\d{1,2})?$/;

/**
 * Each role's limit a day (issue 39): refunds, cancellations, store credit added and returns
 * received, together, per person, India's day. Past it the payout waits for the owner's approval.
 * Below, what each person has paid out today.
 */
export function StaffLimitsForm({ show }: { show(flash: Flash): void }) {
  const queryClient = useQueryClient();
  const limits = useQuery({ queryKey: ["staff-limits"], queryFn: ({ signal }) => fetchStaffLimits(signal) });
  const [form, setForm] = useState({ staff: "", manager: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (limits.data) setForm({ staff: String(limits.data.staff), manager: String(limits.data.manager) });
  }, [limits.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !limits.data) return;
    if (!RUPEES.test(form.staff.trim()) || !RUPEES.test(form.manager.trim())) {
      setProblem("Rupees a day, 0 or more, at most 2 decimals");
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      show({ kind: "success", text: await saveStaffLimits({ staff: Number(form.staff), manager: Number(form.manager), version: limits.data.version }) });
      await queryClient.invalidateQueries({ queryKey: ["staff-limits"] });
    } catch (failure) {
      show({ kind: "error", text: errorText(failure, "The limits could not be saved. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  const today = limits.data?.today ?? [];
  return (
    <form className="admin-panel staff-limits" onSubmit={submit} aria-busy={busy} aria-label="Daily limits">
      <h2 className="admin-panel__title">Daily limits</h2>
      <p className="muted staff-invite__note">
        What one person may pay out in a day on her own: refunds, cancellations, store credit added and returns received, together. Past it the action waits in Approvals for you. The owner has no limit.
      </p>
      <div className="staff-invite__fields">
        <LabelledField id="limit-staff" label="Staff (₹ a day)">
          <input id="limit-staff" className="input" inputMode="decimal" autoComplete="off" value={form.staff} aria-invalid={problem ? true : undefined} onChange={(e) => setForm({ ...form, staff: e.target.value })} />
        </LabelledField>
        <LabelledField id="limit-manager" label="Manager (₹ a day)">
          <input id="limit-manager" className="input" inputMode="decimal" autoComplete="off" value={form.manager} aria-invalid={problem ? true : undefined} onChange={(e) => setForm({ ...form, manager: e.target.value })} />
        </LabelledField>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {limits.error ? <p className="field__error">{errorText(limits.error, "Could not read the limits.")}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={busy || !limits.data}>
        {busy ? "Saving…" : "Save limits"}
      </button>
      {today.length > 0 ? (
        <ul className="plain-list staff-limits__today" aria-label="Paid out today">
          {today.map((person) => (
            <li key={person.id} className="spread-row">
              <span>
                {person.name} <span className="muted">({ROLE_LABELS[person.role as StaffRole] ?? person.role})</span>
              </span>
              <span>{person.limit === null ? `${formatRupees(person.used)} today · no limit` : `${formatRupees(person.used)} of ${formatRupees(person.limit)} today`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
