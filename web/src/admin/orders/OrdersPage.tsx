import { Trash2 } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { ORDER_STATUSES, type OrderStatus } from "@shared/schemas/order-status.js";
import type { Order } from "@shared/schemas/order.js";
import { useShopEvents } from "@/admin/events/AdminEvents.js";
import { useAfterPaymentSuccessful } from "@/admin/events/payment-successful.js";
import { DeleteDialog } from "@/admin/shared/DeleteDialog.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, useFlash } from "@/admin/shared/Flash.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { FilterSelect, ListToolbar, SearchField } from "@/admin/shared/ListToolbar.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { LoadMore } from "@/components/ui/table/LoadMore.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { ORDER_STATUS_LABELS } from "@/admin/shared/StatusBadge.js";
import { useAdminList } from "@/admin/shared/use-admin-list.js";
import { useDeleteFlow } from "@/admin/shared/use-delete-flow.js";
import { useListFilters } from "@/admin/shared/use-list-filters.js";
import { useSelection } from "@/components/ui/table/use-selection.js";
import { deleteOrders, NOTHING_SELECTED } from "./delete-orders.js";
import { OrderDetailsModal } from "./OrderDetailsModal.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { listOrders } from "./orders-api.js";
import { OrdersTable } from "./OrdersTable.js";
import { useOrderFromUrl } from "./use-order-from-url.js";
import "./orders.css";

export const ORDERS_REFRESH_MS = 30_000;

const NO_SEARCH = { search: "" };
export const UNPAID_CHECKOUTS = "Unpaid checkouts";
const SHOW_OPTIONS = [["unpaid", UNPAID_CHECKOUTS]] as const;
const STATUS_OPTIONS = ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]] as const);
const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * /admin/orders: find, inspect and move along paid orders; ?show=unpaid lists the checkouts never
 * paid, the only ones that can be deleted; ?orderId= opens one, ?status= filters.
 */
export default function OrdersPage() {
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: OrderStatus | "" = isStatus(statusParam) ? statusParam : "";
  const shelf = params.get("show") === "unpaid" ? "unpaid" : "paid";
  const orderId = params.get("orderId");
  const filters = useListFilters(NO_SEARCH);
  const search = filters.settled.search.trim();
  const list = useAdminList({ name: "orders", filter: { show: shelf, search, status }, fetchPage: listOrders, pollMs: ORDERS_REFRESH_MS });
  const selection = useSelection(useMemo(() => list.items.map((order) => order._id), [list.items]));
  const { flash, show, clear } = useFlash();
  const opened = useOrderFromUrl(orderId, list.items);

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

  const deletion = useDeleteFlow<Order>({
    selection,
    nothingSelected: NOTHING_SELECTED,
    show,
    async run(target) {
      const outcome = await deleteOrders(target.kind === "one" ? [target.item._id] : target.ids);
      list.remove(outcome.deleted);
      if (orderId && outcome.deleted.includes(orderId)) setParam("orderId", null);
      return outcome.message;
    },
  });

  function updated(order: Order) {
    list.replace(order);
    opened.replace(order);
  }

  const noun = (n: number) => (shelf === "unpaid" ? (n === 1 ? "unpaid checkout" : "unpaid checkouts") : n === 1 ? "order" : "orders");
  const countLine = list.total !== null ? `${list.total} ${noun(list.total)}${search || status ? " found" : " in total"}` : `${list.items.length} ${noun(2)} shown`;
  const ticked = selection.ids.length;

  return (
    <div className="admin-page">
      <PageHeader
        title="Orders"
        count={list.loading && list.items.length === 0 ? "Loading…" : countLine}
        actions={
          <>
            <RefreshButton small onClick={list.refresh} />
            {shelf === "unpaid" && can("remove-orders") ? (
              // Nothing to act on until a checkout is ticked.
              <button type="button" className="btn btn--danger btn--small" onClick={deletion.askSelected} disabled={ticked === 0}>
                <Trash2 size={16} aria-hidden="true" />
                Delete selected{ticked > 0 ? ` (${ticked})` : ""}
              </button>
            ) : null}
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />
      {orderId && opened.missing ? <FlashMessage flash={{ kind: "error", text: `Order ${orderId} was not found.` }} onClose={() => setParam("orderId", null)} /> : null}

      <ListToolbar>
        <SearchField icon id="orders-search" label="Search by order id or customer name" placeholder="e.g. 3f9c2a or Asha" value={filters.values.search} onChange={(value) => filters.set("search", value)} />
        <FilterSelect id="orders-show" label="Show" allLabel="Paid orders" options={SHOW_OPTIONS} value={shelf === "unpaid" ? "unpaid" : ""} onChange={(value) => setParam("show", value || null)} />
        <FilterSelect id="orders-status" label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={status} onChange={(value) => setParam("status", value || null)} />
      </ListToolbar>

      <LoadErrorBanner text={list.error ? errorText(list.error, "Could not load orders. Check the connection and try again.") : null} />

      <section className="admin-panel">
        <OrdersTable
          orders={list.items}
          loading={list.loading}
          selection={shelf === "unpaid" ? selection : null}
          emptyText={shelf === "unpaid" ? "No unpaid checkouts found" : "No orders found"}
          onOpen={(order) => setParam("orderId", order._id)}
          onDelete={can("remove-orders") ? deletion.askOne : undefined}
        />
        <LoadMore list={list} />
      </section>

      {opened.order ? <OrderDetailsModal order={opened.order} onClose={() => setParam("orderId", null)} onUpdated={updated} onDelete={can("remove-orders") ? deletion.askOne : undefined} canCancel={can("refunds")} canMarkDelivered={can("mark-delivered")} /> : null}

      <DeleteDialog
        flow={deletion}
        title={(target) => (target.kind === "selected" && target.ids.length > 1 ? "Delete orders" : "Delete order")}
        message={(target) =>
          target.kind === "selected" && target.ids.length > 1
            ? `Are you sure you want to delete ${target.ids.length} selected orders? This cannot be undone.`
            : "Are you sure you want to delete this order? This cannot be undone."
        }
      />
    </div>
  );
}
