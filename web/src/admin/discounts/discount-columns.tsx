import { formatRupees } from "@shared/money.js";
import type { DiscountCode } from "@shared/schemas/discount-code.js";
import { titleColumn, type Column } from "@/components/ui/table/DataTable.js";
import { RowActions } from "@/admin/shared/RowActions.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { discountAmountText, discountState, DISCOUNT_STATE_LOOK, usesText } from "./discount-look.js";
import { indiaDateTime } from "@shared/india-time.js";

/** The discount codes table's columns; the last one edits or deletes the code. */
export function discountColumns(onEdit: (code: DiscountCode) => void, onDelete: (code: DiscountCode) => void): Column<DiscountCode>[] {
  return [
    titleColumn(
      "Code",
      (code) => (
        <>
          <span className="admin-mono mgmt-strong">{code.code}</span>
          {code.description ? <span className="admin-table__sub">{code.description}</span> : null}
        </>
      ),
      "discounts-table__code",
    ),
    { header: "Takes off", cell: discountAmountText },
    { header: "Minimum order", cell: (code) => (code.minOrder > 0 ? formatRupees(code.minOrder) : "Any order") },
    {
      header: "Valid",
      cell: (code) => (
        <span>
          {indiaDateTime(code.startsAt)}
          <span className="admin-table__sub">{code.endsAt ? `to ${indiaDateTime(code.endsAt)}` : "no end"}</span>
        </span>
      ),
    },
    {
      header: "Uses",
      cell: (code) => (
        <span>
          {usesText(code)}
          {code.maxUsesPerCustomer !== null ? <span className="admin-table__sub">{`${code.maxUsesPerCustomer} per customer`}</span> : null}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (code) => {
        const look = DISCOUNT_STATE_LOOK[discountState(code)];
        return <ToneBadge tone={look.tone}>{look.label}</ToneBadge>;
      },
    },
    { header: "Actions", className: "num", cellClassName: "mgmt-cell--actions", label: false, cell: (code) => <RowActions name={code.code} onEdit={() => onEdit(code)} onDelete={() => onDelete(code)} /> },
  ];
}
