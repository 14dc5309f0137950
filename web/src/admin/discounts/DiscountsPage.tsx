import { Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatRupees } from "../../../../shared/money.js";
import type { DiscountCode } from "../../../../shared/types.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { errorText } from "../shared/error-text.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { ToneBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import "../products/management.css";
import { DiscountFormModal } from "./DiscountFormModal.js";
import { discountAmountText, discountState, DISCOUNT_STATE_LOOK, usesText } from "./discount-look.js";
import { deleteDiscount, listDiscounts } from "./discounts-api.js";
import { indiaDateTime } from "./india-time.js";
import "./discounts.css";

type Editing = { discount: DiscountCode | null } | null;

/** /admin/discounts: the shop's discount codes, how often each was used, and their forms. */
export default function DiscountsPage() {
  const [codes, setCodes] = useState<DiscountCode[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<DiscountCode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { flash, show, clear } = useFlash();
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    const abort = new AbortController();
    setLoading(true);
    listDiscounts(abort.signal)
      .then((found) => {
        if (run !== latest.current) return;
        setCodes(found);
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (run === latest.current && !abort.signal.aborted) setLoadError(error);
      })
      .finally(() => {
        if (run === latest.current) setLoading(false);
      });
    return () => abort.abort();
  }, [reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  function saved(discount: DiscountCode, created: boolean) {
    setEditing(null);
    show({ kind: "success", text: created ? `Code ${discount.code} created.` : `Code ${discount.code} saved.` });
    reload();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteDiscount(toDelete.code);
      setCodes((shown) => shown.filter((code) => code.code !== toDelete.code));
      show({ kind: "success", text: `Code ${toDelete.code} deleted.` });
      setToDelete(null);
    } catch (error) {
      setDeleteError(errorText(error, "The code could not be deleted. Check the connection and try again."));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className="admin-page">
      <PageHeader
        title="Discount codes"
        count={loading && codes.length === 0 ? null : `${codes.length} ${codes.length === 1 ? "code" : "codes"}`}
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={reload}>
              <RefreshCw size={18} aria-hidden="true" />
              Refresh
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setEditing({ discount: null })}>
              <Plus size={18} aria-hidden="true" />
              New code
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />
      {loadError ? (
        <div className="admin-flash admin-flash--error" role="alert">
          <p className="admin-flash__text">{errorText(loadError, "Could not load the discount codes. Check the connection and try again.")}</p>
          <button type="button" className="btn btn--small btn--outline" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}

      <div className="admin-panel">
        <TableScroll label="Discount codes">
          <table className="admin-table admin-table--stack discounts-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Takes off</th>
                <th scope="col">Minimum order</th>
                <th scope="col">Valid</th>
                <th scope="col">Uses</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {loading && codes.length === 0 ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    Loading discount codes…
                  </td>
                </tr>
              ) : codes.length === 0 ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    No discount codes yet
                  </td>
                </tr>
              ) : (
                codes.map((code) => {
                  const look = DISCOUNT_STATE_LOOK[discountState(code)];
                  return (
                    <tr key={code.code}>
                      <td className="discounts-table__code">
                        <span className="admin-mono mgmt-strong">{code.code}</span>
                        {code.description ? <span className="admin-table__sub">{code.description}</span> : null}
                      </td>
                      <td data-label="Takes off">{discountAmountText(code)}</td>
                      <td data-label="Minimum order">{code.minOrder > 0 ? formatRupees(code.minOrder) : "Any order"}</td>
                      <td data-label="Valid">
                        <span>
                          {indiaDateTime(code.startsAt)}
                          <span className="admin-table__sub">{code.endsAt ? `to ${indiaDateTime(code.endsAt)}` : "no end"}</span>
                        </span>
                      </td>
                      <td data-label="Uses">
                        <span>
                          {usesText(code)}
                          {code.maxUsesPerCustomer !== null ? <span className="admin-table__sub">{`${code.maxUsesPerCustomer} per customer`}</span> : null}
                        </span>
                      </td>
                      <td data-label="Status">
                        <ToneBadge tone={look.tone}>{look.label}</ToneBadge>
                      </td>
                      <td className="mgmt-cell--actions">
                        <div className="admin-table__actions">
                          <button type="button" className="icon-btn" aria-label={`Edit ${code.code}`} title="Edit" onClick={() => setEditing({ discount: code })}>
                            <Pencil size={18} aria-hidden="true" />
                          </button>
                          <button
                            type="button"
                            className="icon-btn mgmt-danger-icon"
                            aria-label={`Delete ${code.code}`}
                            title="Delete"
                            onClick={() => {
                              setDeleteError(null);
                              setToDelete(code);
                            }}
                          >
                            <Trash2 size={18} aria-hidden="true" />
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </TableScroll>
      </div>

      {editing ? <DiscountFormModal discount={editing.discount} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete discount code"
        message={
          <p>
            Are you sure you want to delete the code <strong>{toDelete?.code}</strong>? Shoppers can no longer use it; orders already paid with it keep their
            discount.
          </p>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        danger
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
