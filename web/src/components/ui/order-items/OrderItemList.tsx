import type { ReactNode } from "react";
import { formatRupees, sumPaise, toRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { sareeLineText } from "@shared/saree-blouse.js";
import { CustomLineSummary } from "@/components/CustomLineSummary.js";
import { ProductImage } from "@/components/ProductImage.js";
import "./order-items.css";

type OrderItem = Order["orderItems"][number];

/**
 * An order's items as the shopper's and the admin's order details show them: picture, name, size,
 * quantity × price, a custom piece's options, the line's total. `after` adds to a line (a custom
 * piece's progress in My Orders).
 */
export function OrderItemList({ items, after }: { items: readonly OrderItem[]; after?(item: OrderItem, index: number): ReactNode }) {
  return (
    <ul className="order-items">
      {items.map((item, index) => (
        <li key={`${item.product}-${item.size}-${index}`} className="order-items__item">
          <ProductImage src={item.image} alt="" className="order-items__thumb" />
          <div>
            <p className="order-items__name">{item.name}</p>
            <p className="muted">
              {/* A saree says its blouse, so the shop knows what to stitch (issue 40). */}
              {item.blouse ? `${sareeLineText(item)} · ` : item.size && !item.custom ? `Size ${item.size} · ` : ""}
              {item.quantity} × {formatRupees(item.price)}
            </p>
            {item.custom ? <CustomLineSummary custom={{ ...item.custom, profileName: item.custom.measurements.profileName }} /> : null}
          </div>
          <p className="order-items__line-total">{formatRupees(toRupees(sumPaise([item])))}</p>
          {after?.(item, index)}
        </li>
      ))}
    </ul>
  );
}
