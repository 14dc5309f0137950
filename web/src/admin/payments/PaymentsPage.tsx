import { RefreshCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from "../../../../shared/types.js";
import { useShopEvents } from "../events/AdminEvents.js";
import { errorText } from "../shared/error-text.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { PAYMENT_STATUS_LABELS } from "../shared/StatusBadge.js";
import { useDebounced } from "../shared/use-debounced.js";
import { usePagedList } from "../shared/use-paged-list.js";
import { PaymentDetailsModal } from "./PaymentDetailsModal.js";
import { listPayments } from "./payments-api.js";
import { PaymentsTable } from "./PaymentsTable.js";
import { RefundDialog } from "./RefundDialog.js";
import "./payments.css";

export const REFUNDED = "Payment refunded successfully!";

/** /admin/payments: every payment, its details, and refunds of completed ones. */
export default function PaymentsPage() {
  const [searchText, setSearchText] = useState("");
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const search = useDebounced(searchText.trim());
  const filters = useMemo(() => ({ search, status }), [search, status]);
  const list = usePagedList<Payment>((cursor, signal) => listPayments(filters, cursor, signal), `${search}|${status}`);
  const [details, setDetails] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const { flash, show, clear } = useFlash();

  // New payments and refunds made elsewhere show up without a manual refresh.
  useShopEvents(["payment.confirmed", "payment.failed", "payment.refunded", "order.cancelled"], list.refresh);

  function refunded(payment: Payment) {
    list.replace(payment);
    setDetails((open) => (open?._id === payment._id ? payment : open));
    setRefunding(null);
    show({ kind: "success", text: REFUNDED });
  }

  const countLine = list.total !== null ? `${list.total} ${list.total === 1 ? "payment" : "payments"}` : `${list.items.length} payments shown`;

  return (
    <div className="admin-page">
      <PageHeader
        title="Payments"
        count={list.loading && list.items.length === 0 ? "Loading…" : countLine}
        actions={
          <button type="button" className="btn btn--outline btn--small" onClick={list.refresh}>
            <RefreshCw size={16} aria-hidden="true" />
            Refresh
          </button>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />

      <div className="admin-toolbar" role="search">
        <div className="field field--search">
          <label className="field__label" htmlFor="payments-search">
            Search by payment id, user name or email
          </label>
          <div className="admin-search">
            <Search size={18} aria-hidden="true" />
            <input id="payments-search" className="input" type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="e.g. pay_… or asha@example.in" />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="payments-status">
            Status
          </label>
          <select id="payments-status" className="select" value={status} onChange={(event) => setStatus(event.target.value as PaymentStatus | "")}>
            <option value="">All statuses</option>
            {PAYMENT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {PAYMENT_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.error ? <FlashMessage flash={{ kind: "error", text: errorText(list.error, "Could not load payments. Check the connection and try again.") }} /> : null}

      <section className="admin-panel">
        <PaymentsTable payments={list.items} loading={list.loading} onDetails={setDetails} onRefund={setRefunding} />
        {list.hasMore ? (
          <div className="admin-list-footer">
            <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? "Loading..." : "Load more"}
            </button>
          </div>
        ) : null}
      </section>

      {details ? <PaymentDetailsModal payment={details} onClose={() => setDetails(null)} onRefund={setRefunding} /> : null}
      {refunding ? <RefundDialog key={refunding._id} payment={refunding} onRefunded={refunded} onCancel={() => setRefunding(null)} /> : null}
    </div>
  );
}
