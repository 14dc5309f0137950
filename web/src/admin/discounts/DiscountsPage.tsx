import { useMemo, useState } from "react";
import type { DiscountCode } from "@shared/schemas/discount-code.js";
import { DataTable } from "@/components/ui/table/DataTable.js";
import { DeleteDialog } from "@/admin/shared/DeleteDialog.js";
import { errorText } from "@/api/error-text.js";
import { useFlash } from "@/admin/shared/Flash.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { useAdminList, wholeList } from "@/admin/shared/use-admin-list.js";
import { useDeleteFlow } from "@/admin/shared/use-delete-flow.js";
import { ListHeader } from "@/admin/shared/ListHeader.js";
import "@/components/ui/table/table.css";
import { discountColumns } from "./discount-columns.js";
import { DiscountFormModal } from "./DiscountFormModal.js";
import { deleteDiscount, listDiscounts } from "./discounts-api.js";
import "./discounts.css";

const codeOf = (code: DiscountCode) => code.code;
const fetchPage = (_filter: null, _cursor: string | undefined, signal: AbortSignal) => listDiscounts(signal).then(wholeList);

/** /admin/discounts: the shop's discount codes, how often each was used, and their forms. */
export default function DiscountsPage() {
  const list = useAdminList({ name: "discounts", filter: null, fetchPage, idOf: codeOf });
  const codes = list.items;
  const [editing, setEditing] = useState<{ discount: DiscountCode | null } | null>(null);
  const flashBox = useFlash();
  const { show } = flashBox;
  const deletion = useDeleteFlow<DiscountCode>({
    show,
    async run(target) {
      const code = target.kind === "one" ? target.item.code : "";
      await deleteDiscount(code);
      list.remove([code]);
      return { kind: "success", text: `Code ${code} deleted.` };
    },
    // A refused delete keeps the question open with the reason in it.
    failureText: (error) => errorText(error, "The code could not be deleted. Check the connection and try again."),
  });

  function saved(discount: DiscountCode, created: boolean) {
    setEditing(null);
    show({ kind: "success", text: created ? `Code ${discount.code} created.` : `Code ${discount.code} saved.` });
    list.refresh();
  }

  const columns = useMemo(() => discountColumns((discount) => setEditing({ discount }), deletion.askOne), [deletion.askOne]);

  return (
    <section className="admin-page">
      <ListHeader
        title="Discount codes"
        count={list.loading && codes.length === 0 ? null : `${codes.length} ${codes.length === 1 ? "code" : "codes"}`}
        onRefresh={list.refresh}
        add={{ label: "New code", onClick: () => setEditing({ discount: null }) }}
        flash={flashBox}
      />
      <LoadErrorBanner text={list.error ? errorText(list.error, "Could not load the discount codes. Check the connection and try again.") : null} onRetry={list.refresh} />

      <div className="admin-panel">
        <DataTable
          scope
          label="Discount codes"
          className="admin-table--stack discounts-table"
          columns={columns}
          rows={codes}
          rowId={codeOf}
          loading={list.loading}
          loadingText="Loading discount codes…"
          emptyText="No discount codes yet"
        />
      </div>

      {editing ? <DiscountFormModal discount={editing.discount} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <DeleteDialog
        flow={deletion}
        title={() => "Delete discount code"}
        message={(target) => (
          <p>
            Are you sure you want to delete the code <strong>{target.kind === "one" ? target.item.code : ""}</strong>? Shoppers can no longer use it; orders already paid
            with it keep their discount.
          </p>
        )}
      />
    </section>
  );
}
