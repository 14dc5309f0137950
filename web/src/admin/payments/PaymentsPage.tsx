import { useState } from "react";
import { PAYMENT_STATUSES, type PaymentStatus } from "@shared/schemas/checkout.js";
import type { Payment } from "@shared/schemas/payment.js";
import { useShopEvents } from "@/admin/events/AdminEvents.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, useFlash } from "@/admin/shared/Flash.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { FilterSelect, ListToolbar, SearchField } from "@/admin/shared/ListToolbar.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { LoadMore } from "@/components/ui/table/LoadMore.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { PAYMENT_STATUS_LABELS } from "@/admin/shared/StatusBadge.js";
import { useAdminList } from "@/admin/shared/use-admin-list.js";
import { useListFilters } from "@/admin/shared/use-list-filters.js";
import { PaymentDetailsModal } from "./PaymentDetailsModal.js";
import { listPayments, type PaymentFilters } from "./payments-api.js";
import { PaymentsTable } from "./PaymentsTable.js";
import { RefundDialog } from "./RefundDialog.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import "./payments.css";

export const REFUNDED = "Payment refunded successfully!";

const NO_FILTERS: PaymentFilters = { search: "", status: "" };
const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => [status, PAYMENT_STATUS_LABELS[status]] as const);

/** /admin/payments: every payment, its details, and refunds of completed ones. */
export default function PaymentsPage() {
  const filters = useListFilters(NO_FILTERS);
  const list = useAdminList({ name: "payments", filter: { ...filters.settled, search: filters.settled.search.trim() }, fetchPage: listPayments });
  const [details, setDetails] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const { can } = usePermissions();
  const { flash, show, clear } = useFlash();

  // New payments and refunds made elsewhere show up without a manual refresh.
  useShopEvents(["payment.confirmed", "payment.failed", "payment.refunded", "order.cancelled"], list.refresh);

  function refunded(payment: Payment) {
    list.replace(payment);
    setDetails((open) => (open?._id === payment._id ? payment : open));
    setRefunding(null);
    show({ kind: "success", text: REFUNDED });
  }

  /** Over her day's limit the refund waits for the owner: nothing changed, the server's words say so. */
  function sentForApproval(message: string) {
    setRefunding(null);
    show({ kind: "info", text: message });
  }

  const countLine = list.total !== null ? `${list.total} ${list.total === 1 ? "payment" : "payments"}` : `${list.items.length} payments shown`;

  return (
    <div className="admin-page">
      <PageHeader title="Payments" count={list.loading && list.items.length === 0 ? "Loading…" : countLine} actions={<RefreshButton small onClick={list.refresh} />} />
      <FlashMessage flash={flash} onClose={clear} />

      <ListToolbar>
        <SearchField icon id="payments-search" label="Search by payment id, user name or email" placeholder="e.g. pay_…, #3F9A2C or asha@example.in" value={filters.values.search} onChange={(value) => filters.set("search", value)} />
        <FilterSelect id="payments-status" label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={filters.values.status} onChange={(value) => filters.set("status", value as PaymentStatus | "")} />
      </ListToolbar>

      <LoadErrorBanner text={list.error ? errorText(list.error, "Could not load payments. Check the connection and try again.") : null} />

      <section className="admin-panel">
        <PaymentsTable payments={list.items} loading={list.loading} onDetails={setDetails} onRefund={can("refunds") ? setRefunding : undefined} />
        <LoadMore list={list} />
      </section>

      {details ? <PaymentDetailsModal payment={details} onClose={() => setDetails(null)} onRefund={can("refunds") ? setRefunding : undefined} /> : null}
      {refunding ? (
        <RefundDialog key={refunding._id} payment={refunding} limited={!can("approvals")} onRefunded={refunded} onSentForApproval={sentForApproval} onCancel={() => setRefunding(null)} />
      ) : null}
    </div>
  );
}
