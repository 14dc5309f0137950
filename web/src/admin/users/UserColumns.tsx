import { isStaffRole, ROLE_LABELS, staffRoleOf } from "@shared/staff-permissions.js";
import { ShieldCheck, UserRound, Wallet } from "lucide-react";
import { shortId } from "@shared/catalogue.js";
import type { Role, User } from "@shared/schemas/user.js";
import { titleColumn, type Column } from "@/components/ui/table/DataTable.js";
import { RowActions } from "@/admin/shared/RowActions.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { adminDate } from "@/admin/shared/format.js";

/** Admins' avatars wear the admin badges' purple, shoppers' their blue; other staff none. */
const AVATAR_TONES: Partial<Record<Role, string>> = { admin: "admin-badge--purple", user: "admin-badge--blue" };

/** The users list's columns; `me` marks the signed-in admin's own row "You". */
export function userColumns(me: string | undefined, onEdit: (user: User) => void, onDelete: (user: User) => void, onCredit: (user: User) => void): Column<User>[] {
  return [
    titleColumn("User", (user) => (
      <span className="mgmt-person">
        <span className={`mgmt-avatar ${AVATAR_TONES[user.role] ?? ""}`.trimEnd()} aria-hidden="true">
          {isStaffRole(user.role) ? <ShieldCheck size={18} /> : <UserRound size={18} />}
        </span>
        <span className="mgmt-person__name">
          {user.name}
          {user._id === me ? <span className="admin-table__sub">You</span> : null}
        </span>
      </span>
    )),
    { header: "ID", cellClassName: "admin-mono nowrap", cell: (user) => <span title={user._id}>#{shortId(user._id)}</span> },
    { header: "Email", cellClassName: "mgmt-email", cell: (user) => user.email },
    { header: "Role", cell: (user) => <ToneBadge tone={isStaffRole(user.role) ? "purple" : "blue"}>{roleLabel(user.role)}</ToneBadge> },
    { header: "Status", cell: (user) => <ToneBadge tone={user.isActive ? "green" : "grey"}>{user.isActive ? "Active" : "Inactive"}</ToneBadge> },
    { header: "Joined", cellClassName: "nowrap", cell: (user) => adminDate(user.createdAt) },
    {
      header: "Actions",
      className: "num",
      cellClassName: "mgmt-cell--actions",
      label: false,
      cell: (user) => (
        <span className="mgmt-user-actions">
          <button type="button" className="icon-btn" aria-label={`Store credit of ${user.name}`} title="Store credit" onClick={() => onCredit(user)}>
            <Wallet size={18} aria-hidden="true" />
          </button>
          <RowActions name={user.name} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
        </span>
      ),
    },
  ];
}

/** The spec's "Admin" for an account stored as admin (an owner); the role's own name for the others. */
function roleLabel(role: Role): string {
  if (role === "admin") return "Admin";
  const staffRole = staffRoleOf(role);
  return staffRole ? ROLE_LABELS[staffRole] : "User";
}
