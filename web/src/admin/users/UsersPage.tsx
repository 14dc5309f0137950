import { UserPlus } from "lucide-react";
import { formatRupees } from "@shared/money.js";
import { useMemo, useState } from "react";
import type { Role, User } from "@shared/schemas/user.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { readSession, updateSessionUser } from "@/session/session-store.js";
import { BulkDeleteDialog } from "@/admin/shared/BulkDeleteDialog.js";
import { useFlash } from "@/admin/shared/Flash.js";
import { FilterSelect, ListToolbar, SearchField } from "@/admin/shared/ListToolbar.js";
import { errorText } from "@/api/error-text.js";
import { useAdminList } from "@/admin/shared/use-admin-list.js";
import { useDeleteFromList } from "@/admin/shared/use-delete-flow.js";
import { useListFilters } from "@/admin/shared/use-list-filters.js";
import { useSelection } from "@/components/ui/table/use-selection.js";
import "@/components/ui/table/table.css";
import "@/admin/shared/admin-shared.css";
import { ListHeader } from "@/admin/shared/ListHeader.js";
import { ListPanel } from "@/admin/shared/ListPanel.js";
import "./users.css";
import { userColumns } from "./UserColumns.js";
import { UserEditModal } from "./UserEditModal.js";
import { StoreCreditModal } from "./StoreCreditModal.js";
import "./store-credit-admin.css";
import { USER_TEXT, deleteFailureText } from "./user-messages.js";
import { deleteUser, fetchUserPage, type UserListFilter } from "./users-api.js";

const NO_FILTERS: UserListFilter = { search: "", role: "" };
const ROLE_OPTIONS = [["user", "User"], ["admin", "Admin"]] as const;

/** /admin/users (docs/product.md section 2): find, edit and remove accounts. */
export default function UsersPage() {
  const filters = useListFilters(NO_FILTERS);
  const list = useAdminList({ name: "users", filter: filters.settled, fetchPage: fetchUserPage });
  const selection = useSelection(useMemo(() => list.items.map((user) => user._id), [list.items]));
  const flashBox = useFlash();
  const { show } = flashBox;
  const [editing, setEditing] = useState<User | null>(null);
  const [crediting, setCrediting] = useState<User | null>(null);
  const [explainingAdd, setExplainingAdd] = useState(false);
  const me = readSession()?.user._id;

  const deletion = useDeleteFromList<User>({
    list,
    selection,
    show,
    nothingSelected: USER_TEXT.nothingSelected,
    deleteOne: deleteUser,
    say: ({ ids, deleted, failure, many }) =>
      failure
        ? { kind: "error", text: deleteFailureText(failure), detail: ids.length > 1 ? `${deleted.length} of ${ids.length} selected users were deleted.` : null }
        : { kind: "success", text: many ? USER_TEXT.deletedMany(ids.length) : USER_TEXT.deleted },
  });

  function saved(user: User) {
    list.replace(user);
    if (user._id === me) updateSessionUser(user);
    setEditing(null);
    show({ kind: "success", text: USER_TEXT.updated });
  }

  const columns = useMemo(() => userColumns(me, setEditing, deletion.askOne, setCrediting), [me, deletion.askOne]);
  const filtered = filters.settled.search.trim() !== "" || filters.settled.role !== "";
  const countText = list.total === null ? null : `${list.total} ${list.total === 1 ? "user" : "users"}${filtered ? " found" : " in total"}`;

  return (
    <section className="admin-page">
      <ListHeader title="Users" count={countText} onRefresh={list.refresh} add={{ label: "Add User", icon: UserPlus, onClick: () => setExplainingAdd(true) }} flash={flashBox} />

      <ListToolbar onClear={filters.clear} canClear={filters.active}>
        <SearchField id="users-search" label="Search" placeholder="Name or email" value={filters.values.search} onChange={(value) => filters.set("search", value)} />
        <FilterSelect id="users-role" label="Role" allLabel="All roles" options={ROLE_OPTIONS} value={filters.values.role} onChange={(value) => filters.set("role", value as "" | Role)} />
      </ListToolbar>

      <ListPanel
        list={list}
        loadError={list.error ? errorText(list.error, "Error fetching users. Please try again.") : null}
        table={{ label: "Users", className: "mgmt-cards", columns, loadingText: "Loading users…", emptyText: list.error ? null : "No users found" }}
        bulk={{ noun: "users", selection, deletion, name: (user) => user.name }}
        loadMoreLabel="Load more users"
      />

      {crediting ? (
        <StoreCreditModal
          user={crediting}
          onClose={() => setCrediting(null)}
          onSaved={(balance) => {
            setCrediting(null);
            show({ kind: "success", text: `Store credit of ${crediting.name} adjusted: balance ${formatRupees(balance)}` });
          }}
          onSentForApproval={(message) => {
            setCrediting(null);
            show({ kind: "info", text: message });
          }}
        />
      ) : null}
      {editing ? <UserEditModal user={editing} currentUserId={me} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <BulkDeleteDialog
        flow={deletion}
        noun={{ one: "user", many: "users" }}
        askOne={(user) => (
          <>
            Are you sure you want to delete <strong>{user.name}</strong> ({user.email})? Their account is removed; their orders stay on record.
          </>
        )}
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
