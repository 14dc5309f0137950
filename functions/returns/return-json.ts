import type { ReturnRecord } from "../data/returns.js";
import { rupees } from "../http/rupees-edge.js";

/** A return as the API answers it: rupees at the edge, as orders; the internal tax shares left out. */
export function returnJson(record: ReturnRecord) {
  const { valuePaise, creditPaise, refundPaise, items, creditLines: _lines, creditedBeforePaise: _before, exchangeHold: _hold, ...rest } = record;
  void _lines;
  void _before;
  void _hold;
  return {
    ...rest,
    items: items.map(({ valuePaise: itemPaise, ...item }) => ({ ...item, value: rupees(itemPaise) })),
    value: rupees(valuePaise),
    ...(creditPaise !== undefined ? { credit: rupees(creditPaise) } : {}),
    ...(refundPaise !== undefined ? { refunded: rupees(refundPaise) } : {}),
  };
}

export type ReturnJson = ReturnType<typeof returnJson>;
