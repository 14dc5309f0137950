import { Pencil, RefreshCw, ShieldCheck, Trash2, UserPlus, UserRound } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { shortId } from "../../../../shared/catalogue.js";
import type { Role, User } from "../../../../shared/types.js";
import { Modal } from "../../components/Modal.js";
import { readSession, updateSessionUser } from "../../session/session-store.js";
import { SelectAllCell } from "../shared/SelectAllCell.js";
import { SelectionBar } from "../shared/SelectionBar.js";
import { useSelection } from "../shared/use-selection.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { ToneBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import { errorText } from "../shared/error-text.js";
import { adminDate } from "../shared/format.js";
import { useDebounced } from "../shared/use-debounced.js";
import { usePagedList } from "../shared/use-paged-list.js";
import "../shared/admin-shared.css";
import "../products/management.css";
import { UserEditModal } from "./UserEditModal.js";
import { USER_TEXT, deleteFailureText } from "./user-messages.js";
import { deleteUser, fetchUserPage, type UserListFilter } from "./users-api.js";

type Pending = { kind: "one"; user: User } | { kind: "selected"; ids: string[] };

/** /admin/users (SPEC.md section 2): find, edit and remove accounts. */
export default function UsersPage() {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<"" | Role>("");
  const settledSearch = useDebounced(search);
  const filter: UserListFilter = useMemo(() => ({ search: settledSearch, role }), [settledSearch, role]);
  const fetchPage = useCallback((cursor: string | undefined, signal: AbortSignal) => fetchUserPage(filter, cursor, signal), [filter]);
  const list = usePagedList(fetchPage, JSON.stringify(filter));
  const shownIds = useMemo(() => list.items.map((user) => user._id), [list.items]);
  const selection = useSelection(shownIds);
  const { flash, show, clear } = useFlash();
  const [editing, setEditing] = useState<User | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [explainingAdd, setExplainingAdd] = useState(false);
  const me = readSession()?.user._id;

  function askBulkDelete() {
    if (selection.ids.length === 0) return show({ kind: "error", text: USER_TEXT.nothingSelected });
    setPending({ kind: "selected", ids: selection.ids });
  }

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    const ids = pending.kind === "one" ? [pending.user._id] : pending.ids;
    const deleted: string[] = [];
    let failure: unknown = null;
    // One at a time: each answer is the server's own, and a refusal (your own account) stops nothing else.
    for (const id of ids) {
      try {
        await deleteUser(id);
        deleted.push(id);
      } catch (error) {
        failure ??= error;
      }
    }
    list.remove(deleted);
    setDeleting(false);
    setPending(null);
    if (failure) {
      show({
        kind: "error",
        text: deleteFailureText(failure),
        detail: ids.length > 1 ? `${deleted.length} of ${ids.length} selected users were deleted.` : null,
      });
    } else {
      show({ kind: "success", text: ids.length === 1 && pending.kind === "one" ? USER_TEXT.deleted : USER_TEXT.deletedMany(ids.length) });
    }
    if (pending.kind === "selected") selection.clear();
  }

  function saved(user: User) {
    list.replace(user);
    if (user._id === me) updateSessionUser(user);
    setEditing(null);
    show({ kind: "success", text: USER_TEXT.updated });
  }

  const filtered = settledSearch.trim() !== "" || role !== "";
  const countText = list.total === null ? null : `${list.total} ${list.total === 1 ? "user" : "users"}${filtered ? " found" : " in total"}`;

  return (
    <section className="admin-page">
      <PageHeader
        title="Users"
        count={countText}
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={list.refresh}>
              <RefreshCw size={18} aria-hidden="true" />
              Refresh
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setExplainingAdd(true)}>
              <UserPlus size={18} aria-hidden="true" />
              Add User
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />

      <div className="admin-toolbar" role="search">
        <div className="field field--search">
          <label className="field__label" htmlFor="users-search">
            Search
          </label>
          <input id="users-search" className="input" type="search" placeholder="Name or email" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="users-role">
            Role
          </label>
          <select id="users-role" className="select" value={role} onChange={(event) => setRole(event.target.value as "" | Role)}>
            <option value="">All roles</option>
            <option value="user">User</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div className="admin-toolbar__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setSearch("");
              setRole("");
            }}
            disabled={!search && !role}
          >
            Clear Filters
          </button>
        </div>
      </div>

      <div className="admin-panel">
        <SelectionBar count={selection.ids.length} noun="users" onDelete={askBulkDelete} onClear={selection.clear} busy={deleting} />
        {list.error ? (
          <div className="admin-panel__body">
            <div className="admin-flash admin-flash--error" role="alert">
              <p className="admin-flash__text">{errorText(list.error, "Error fetching users. Please try again.")}</p>
            </div>
          </div>
        ) : null}
        <TableScroll label="Users">
          <table className="admin-table mgmt-cards">
            <thead>
              <tr>
                <SelectAllCell noun="users" allTicked={selection.allTicked} someTicked={selection.someTicked} onToggle={selection.toggleAll} disabled={list.items.length === 0} />
                <th>User</th>
                <th>ID</th>
                <th>Email</th>
                <th>Role</th>
                <th>Status</th>
                <th>Joined</th>
                <th className="num">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.loading ? (
                <tr>
                  <td colSpan={8} className="admin-table__empty">
                    Loading users…
                  </td>
                </tr>
              ) : list.items.length === 0 && !list.error ? (
                <tr>
                  <td colSpan={8} className="admin-table__empty">
                    No users found
                  </td>
                </tr>
              ) : (
                list.items.map((user) => (
                  <tr key={user._id} className={selection.has(user._id) ? "is-selected" : undefined}>
                    <td className="check">
                      <input type="checkbox" aria-label={`Select ${user.name}`} checked={selection.has(user._id)} onChange={() => selection.toggle(user._id)} />
                    </td>
                    <td className="mgmt-cell--main">
                      <span className="mgmt-person">
                        <span className={`mgmt-avatar mgmt-avatar--${user.role}`} aria-hidden="true">
                          {user.role === "admin" ? <ShieldCheck size={18} /> : <UserRound size={18} />}
                        </span>
                        <span className="mgmt-person__name">
                          {user.name}
                          {user._id === me ? <span className="admin-table__sub">You</span> : null}
                        </span>
                      </span>
                    </td>
                    <td className="admin-mono nowrap" title={user._id} data-label="ID">
                      #{shortId(user._id)}
                    </td>
                    <td className="mgmt-email" data-label="Email">
                      {user.email}
                    </td>
                    <td data-label="Role">
                      <ToneBadge tone={user.role === "admin" ? "purple" : "blue"}>{user.role === "admin" ? "Admin" : "User"}</ToneBadge>
                    </td>
                    <td data-label="Status">
                      <ToneBadge tone={user.isActive ? "green" : "grey"}>{user.isActive ? "Active" : "Inactive"}</ToneBadge>
                    </td>
                    <td className="nowrap" data-label="Joined">
                      {adminDate(user.createdAt)}
                    </td>
                    <td className="mgmt-cell--actions">
                      <div className="admin-table__actions">
                        <button type="button" className="icon-btn" aria-label={`Edit ${user.name}`} title="Edit" onClick={() => setEditing(user)}>
                          <Pencil size={18} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="icon-btn mgmt-danger-icon"
                          aria-label={`Delete ${user.name}`}
                          title="Delete"
                          onClick={() => setPending({ kind: "one", user })}
                        >
                          <Trash2 size={18} aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
        {list.hasMore ? (
          <div className="admin-list-footer">
            <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? "Loading..." : "Load more users"}
            </button>
          </div>
        ) : null}
      </div>

      {editing ? <UserEditModal user={editing} currentUserId={me} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "selected" ? "Delete users" : "Delete user"}
        message={
          pending?.kind === "one" ? (
            <p>
              Are you sure you want to delete <strong>{pending.user.name}</strong> ({pending.user.email})? Their account is removed; their orders stay on record.
            </p>
          ) : (
            <p>Are you sure you want to delete {pending?.ids.length ?? 0} selected users?</p>
          )
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />

      <Modal
        open={explainingAdd}
        title="Add user"
        onClose={() => setExplainingAdd(false)}
        footer={
          <div className="admin-confirm__actions">
            <button type="button" className="btn btn--primary" onClick={() => setExplainingAdd(false)}>
              OK
            </button>
          </div>
        }
      >
        <p className="mgmt-explain">{USER_TEXT.noNewUsersHere}</p>
      </Modal>
    </section>
  );
}
