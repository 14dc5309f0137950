import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ROLE_LABELS, STAFF_ROLES, staffRoleOf, type StaffRole } from "@shared/staff-permissions.js";
import { errorText } from "@/api/error-text.js";
import { readSession } from "@/session/session-store.js";
import { ConfirmDialog } from "@/admin/shared/ConfirmDialog.js";
import { FlashMessage, useFlash } from "@/admin/shared/Flash.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { InviteStaffForm } from "./InviteStaffForm.js";
import { StaffLimitsForm } from "./StaffLimitsForm.js";
import { changeStaffRole, listStaff, removeStaff, type StaffMember } from "./staff-api.js";
import "./staff.css";
import { Options } from "@/components/ui/form/Options.js";

const TONE: Record<StaffRole, "purple" | "blue" | "grey"> = { owner: "purple", manager: "blue", staff: "grey" };

/** /admin/staff: the owner invites helpers, changes their roles and takes access away. */
export default function StaffPage() {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: ["staff"], queryFn: ({ signal }) => listStaff(signal) });
  const { flash, show, clear } = useFlash();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const me = readSession()?.user._id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["staff"] });

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      show({ kind: "success", text: await action() });
      await refresh();
    } catch (failure) {
      show({ kind: "error", text: errorText(failure, "That did not work. Please try again.") });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const members = staff.data ?? [];
  return (
    <section className="admin-page">
      <PageHeader title="Staff" count={staff.data ? `${members.length} ${members.length === 1 ? "person" : "people"} in the back office` : null} />
      <FlashMessage flash={flash} onClose={clear} />
      <InviteStaffForm show={show} onInvited={refresh} />
      <StaffLimitsForm show={show} />
      {staff.error ? <p className="admin-flash admin-flash--error">{errorText(staff.error, "Error fetching staff. Please try again.")}</p> : null}
      <ul className="plain-list stack" aria-label="Staff" aria-busy={staff.isLoading}>
        {members.map((member) => {
          const role = staffRoleOf(member.role) ?? "staff";
          const self = member._id === me;
          return (
            <li key={member._id} className="admin-panel spread-row staff-card">
              <div className="staff-card__who">
                <strong>{member.name}</strong>
                <span className="muted">{member.email}</span>
                <span className="staff-card__badges">
                  <ToneBadge tone={TONE[role]}>{ROLE_LABELS[role]}</ToneBadge>
                  {member.invitationPending ? <ToneBadge tone="yellow">Invitation pending</ToneBadge> : null}
                  {self ? <ToneBadge tone="green">You</ToneBadge> : null}
                </span>
              </div>
              {self ? null : (
                <div className="button-row button-row--centred staff-card__actions">
                  <label className="field__label" htmlFor={`role-${member._id}`}>
                    Role
                  </label>
                  <select id={`role-${member._id}`} className="select" value={role} disabled={busy} onChange={(e) => void run(() => changeStaffRole(member._id, e.target.value as StaffRole))}>
                    <Options values={STAFF_ROLES} label={ROLE_LABELS} />
                  </select>
                  <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => setRemoving(member)}>
                    Remove access
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove admin access"
        message={removing ? `${removing.name} will be signed out at once and can no longer open the admin. Their account stays as a shopper's.` : ""}
        confirmLabel="Remove access"
        busyLabel="Removing…"
        busy={busy}
        danger
        onConfirm={() => removing && void run(() => removeStaff(removing._id))}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
