import { RefreshCw, Search, Trash2 } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ORDER_STATUSES, type Order, type OrderStatus } from "../../../../shared/types.js";
import { useShopEvents } from "../events/AdminEvents.js";
import { useAfterPaymentSuccessful } from "../events/payment-successful.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { errorText } from "../shared/error-text.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { ORDER_STATUS_LABELS } from "../shared/StatusBadge.js";
import { useDebounced } from "../shared/use-debounced.js";
import { useEvery } from "../shared/use-every.js";
import { usePagedList } from "../shared/use-paged-list.js";
import { deleteOrders, NOTHING_SELECTED } from "./delete-orders.js";
import { OrderDetailsModal } from "./OrderDetailsModal.js";
import { listOrders } from "./orders-api.js";
import { OrdersTable } from "./OrdersTable.js";
import { useOrderFromUrl } from "./use-order-from-url.js";
import "./orders.css";

export const ORDERS_REFRESH_MS = 30_000;

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** /admin/orders: find, inspect, move along and delete orders; ?orderId= opens one. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: OrderStatus | "" = isStatus(statusParam) ? statusParam : "";
  const orderId = params.get("orderId");
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim());
  const filters = useMemo(() => ({ search, status }), [search, status]);
  const list = usePagedList<Order>((cursor, signal) => listOrders(filters, cursor, signal), `${search}|${status}`);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { flash, show, clear } = useFlash();
  const opened = useOrderFromUrl(orderId, list.items);

  useEvery(ORDERS_REFRESH_MS, list.refresh);
  useAfterPaymentSuccessful(list.refresh);
  useShopEvents(["payment.confirmed", "payment.refunded", "order.cancelled"], list.refresh);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name !== "orderId" },
      ),
    [setParams],
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => (list.items.length > 0 && list.items.every((order) => current.has(order._id)) ? new Set() : new Set(list.items.map((order) => order._id))));

  function askBulkDelete() {
    const ids = list.items.filter((order) => selected.has(order._id)).map((order) => order._id);
    if (ids.length === 0) {
      show({ kind: "error", text: NOTHING_SELECTED });
      return;
    }
    setToDelete(ids);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const outcome = await deleteOrders(toDelete);
    list.remove(outcome.deleted);
    setSelected((current) => new Set([...current].filter((id) => !outcome.deleted.includes(id))));
    if (orderId && outcome.deleted.includes(orderId)) setParam("orderId", null);
    show(outcome.message);
    setDeleting(false);
    setToDelete(null);
  }

  function updated(order: Order) {
    list.replace(order);
    opened.setFetched((current) => (current?._id === order._id ? order : current));
  }

  const countLine =
    list.total !== null ? `${list.total} ${list.total === 1 ? "order" : "orders"}${search || status ? " found" : " in total"}` : `${list.items.length} orders shown`;

  return (
    <div className="admin-page">
      <PageHeader
        title="Orders"
        count={list.loading && list.items.length === 0 ? "Loading…" : countLine}
        actions={
          <>
            <button type="button" className="btn btn--outline btn--small" onClick={list.refresh}>
              <RefreshCw size={16} aria-hidden="true" />
              Refresh
            </button>
            <button type="button" className="btn btn--danger btn--small" onClick={askBulkDelete}>
              <Trash2 size={16} aria-hidden="true" />
              Delete selected{selected.size > 0 ? ` (${selected.size})` : ""}
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />
      {orderId && opened.missing ? <FlashMessage flash={{ kind: "error", text: `Order ${orderId} was not found.` }} onClose={() => setParam("orderId", null)} /> : null}

      <div className="admin-toolbar" role="search">
        <div className="field field--search">
          <label className="field__label" htmlFor="orders-search">
            Search by order id or customer name
          </label>
          <div className="admin-search">
            <Search size={18} aria-hidden="true" />
            <input id="orders-search" className="input" type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="e.g. 3f9c2a or Asha" />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-status">
            Status
          </label>
          <select id="orders-status" className="select" value={status} onChange={(event) => setParam("status", event.target.value || null)}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {ORDER_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.error ? <FlashMessage flash={{ kind: "error", text: errorText(list.error, "Could not load orders. Check the connection and try again.") }} /> : null}

      <section className="admin-panel">
        <OrdersTable
          orders={list.items}
          loading={list.loading}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onOpen={(order) => setParam("orderId", order._id)}
          onDelete={(order) => setToDelete([order._id])}
        />
        {list.hasMore ? (
          <div className="admin-list-footer">
            <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? "Loading..." : "Load more"}
            </button>
          </div>
        ) : null}
      </section>

      {opened.order ? (
        <OrderDetailsModal order={opened.order} onClose={() => setParam("orderId", null)} onUpdated={updated} onDelete={(order) => setToDelete([order._id])} />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete && toDelete.length > 1 ? "Delete orders" : "Delete order"}
        message={
          toDelete && toDelete.length > 1
            ? `Are you sure you want to delete ${toDelete.length} selected orders? This cannot be undone.`
            : "Are you sure you want to delete this order? This cannot be undone."
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
