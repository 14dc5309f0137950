// A discount code's kept figures against a recount of the orders that name it: its uses held and
// paid for (`taken`) are the orders still holding pieces or paid, its uses (`used`) the paid ones,
// summed over its shards; a limited code's slices sum to its limit and no shard has taken past its
// slice (so the code never oversold). Each shopper's own count is her orders holding or paid with
// it, within the code's limit per customer (issue 39).
import type { OrderRecord } from "@functions/data/orders.js";

type Item = Record<string, unknown>;

export function auditDiscountCodes(items: readonly Item[], orders: readonly OrderRecord[]): string[] {
  const problems: string[] = [];
  for (const code of items.filter((item) => item.entity === "discount")) {
    const name = String(code.code);
    const shards = items.filter((item) => item.entity === "discount-use" && item.pk === code.pk);
    const sum = (field: string) => shards.reduce((total, shard) => total + Number(shard[field] ?? 0), Number(code[field] ?? 0));
    const naming = orders.filter((order) => order.discountCode === name);
    const holding = naming.filter((order) => order.isPaid || order.hold?.status === "held").length;
    const paid = naming.filter((order) => order.isPaid).length;
    if (sum("taken") !== holding) problems.push(`code ${name} has ${sum("taken")} uses taken but ${holding} orders hold or paid with it`);
    if (sum("used") !== paid) problems.push(`code ${name} has ${sum("used")} uses but ${paid} paid orders name it`);
    if (typeof code.maxUses === "number" && paid > code.maxUses) problems.push(`code ${name} was paid with ${paid} times, over its limit of ${code.maxUses}`);
    problems.push(...auditCustomerUses(name, code, items, naming));
    if (code.useShards === undefined) continue;
    if (typeof code.maxUses === "number") {
      const sliced = shards.reduce((total, shard) => total + Number(shard.slice ?? 0), 0);
      if (sliced !== code.maxUses) problems.push(`code ${name}'s slices sum to ${sliced}, its limit is ${code.maxUses}`);
      if (holding > code.maxUses) problems.push(`code ${name} is taken ${holding} times, over its limit of ${code.maxUses}`);
      for (const shard of shards) {
        if (Number(shard.taken) > Number(shard.slice)) problems.push(`code ${name}'s ${String(shard.sk)} has taken ${String(shard.taken)} of a slice of ${String(shard.slice)}`);
      }
    } else if (shards.some((shard) => shard.slice !== undefined)) problems.push(`code ${name} has no limit but sliced shards`);
    if (shards.some((shard) => shard.active !== code.isActive)) problems.push(`code ${name}'s shards disagree with it on being active`);
  }
  return problems;
}

/** The account an order's use of a code is counted for: the one its hold names, else its shopper. */
const accountOf = (order: OrderRecord) => order.hold?.countedFor ?? order.userId;

function auditCustomerUses(name: string, code: Item, items: readonly Item[], naming: readonly OrderRecord[]): string[] {
  const problems: string[] = [];
  const kept = new Map<string, number>();
  for (const item of items.filter((entry) => entry.pk === code.pk && String(entry.sk).startsWith("CUSTOMER#"))) kept.set(String(item.sk).slice("CUSTOMER#".length), Number(item.taken ?? 0));
  const recount = new Map<string, number>();
  for (const order of naming.filter((o) => o.isPaid || o.hold?.status === "held")) recount.set(accountOf(order), (recount.get(accountOf(order)) ?? 0) + 1);
  for (const account of new Set([...kept.keys(), ...recount.keys()])) {
    const taken = kept.get(account) ?? 0;
    const holding = recount.get(account) ?? 0;
    if (taken !== holding) problems.push(`code ${name} counts ${taken} uses by ${account} but ${holding} of her orders hold or paid with it`);
    if (typeof code.maxUsesPerCustomer === "number" && holding > code.maxUsesPerCustomer) problems.push(`code ${name} is held or paid ${holding} times by ${account}, over its ${code.maxUsesPerCustomer} per customer`);
  }
  return problems;
}
