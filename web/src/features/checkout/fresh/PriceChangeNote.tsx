import { formatRupees } from "@shared/money.js";
import type { PriceChange } from "./use-fresh-lines.js";

/** "Price changed from ₹1,999.00 to ₹2,999.00": said before the shopper pays, never found out at Pay. */
export function PriceChangeNote({ change }: { change: PriceChange | undefined }) {
  if (!change) return null;
  return (
    <p className="bag-line__news" role="status">
      Price changed from {formatRupees(change.from)} to {formatRupees(change.to)}
    </p>
  );
}
