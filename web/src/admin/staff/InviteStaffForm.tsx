import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@shared/staff-permissions.js";
import { errorText } from "@/api/error-text.js";
import type { Flash } from "@/admin/shared/Flash.js";
import { inviteStaff } from "./staff-api.js";
import { Options } from "@/components/ui/form/Options.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

const EMPTY = { name: "", email: "", role: "staff" as StaffRole };

/** Name, e-mail and role: the invited person gets a link to choose a password. */
export function InviteStaffForm({ onInvited, show }: { onInvited(): void; show(flash: Flash): void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      show({ kind: "success", text: await inviteStaff({ ...form, email: form.email.trim(), name: form.name.trim() }) });
      setForm(EMPTY);
      onInvited();
    } catch (failure) {
      show({ kind: "error", text: errorText(failure, "The invitation could not be sent. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-panel staff-invite" onSubmit={submit} aria-busy={busy}>
      <h2 className="admin-panel__title">Invite someone</h2>
      <div className="staff-invite__fields">
        <LabelledField id="invite-name" label="Name">
          <input id="invite-name" className="input" autoComplete="off" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </LabelledField>
        <LabelledField id="invite-email" label="E-mail">
          <input id="invite-email" className="input" type="email" inputMode="email" autoComplete="off" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </LabelledField>
        <LabelledField id="invite-role" label="Role">
          <select id="invite-role" className="select" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
            <Options values={[...STAFF_ROLES].reverse()} label={ROLE_LABELS} />
          </select>
        </LabelledField>
      </div>
      <p className="muted staff-invite__note">Staff: orders, returns, shipping, payments and refunds within the day&apos;s limit below. Manager: everything but settings, staff, approvals and the audit log. Owner: everything.</p>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        <Send size={18} aria-hidden="true" />
        {busy ? "Sending…" : "Send invitation"}
      </button>
    </form>
  );
}
