import { customChoiceKey } from "@shared/made-to-measure/custom-options.js";
import { sumPaise, toRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { checkoutTotal, type CheckoutLine } from "./checkout-lines.js";
import { blouseKey, type BlouseChoice } from "@shared/saree-blouse.js";

/** A summary line as shown: the server's priced order once it exists, the basket until then. */
export interface SummaryLine {
  key: string;
  productId: string;
  name: string;
  image: string | undefined;
  size: string;
  quantity: number;
  /** A saree's blouse (issue 40), said beside the size. */
  blouse?: BlouseChoice;
  /** Rupees for the line (price × quantity). */
  amount: number;
}

export function summaryOf(lines: readonly CheckoutLine[], charged: Order | null): SummaryLine[] {
  if (charged) {
    return charged.orderItems.map((item, index) => ({ key: `${item.product}-${item.size}-${index}`, productId: item.product, name: item.name, image: item.image, size: item.size, quantity: item.quantity, ...(item.blouse && { blouse: item.blouse }), amount: toRupees(sumPaise([item])) }));
  }
  return lines.map((line) => ({ key: `${line.productId}-${line.size}-${line.custom ? customChoiceKey(line.custom.choice) : ""}-${blouseKey(line.blouse)}`, productId: line.productId, name: line.name, image: line.image, size: line.size, quantity: line.quantity, ...(line.blouse && { blouse: line.blouse }), amount: checkoutTotal([line]) }));
}
