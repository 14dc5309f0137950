// Written by hand rather than with Intl.NumberFormat, as money.ts says why: the first Intl
// formatter a page creates costs a phone's main thread its locale data.

/** A whole number's digits in India's grouping: 11115 → "11,115", 100048 → "1,00,048" (lakh and crore). */
export function indianGrouping(whole: number): string {
  if (!Number.isInteger(whole) || whole < 0) throw new RangeError(`A count must be whole and not negative: ${whole}`);
  const digits = whole.toString();
  const lastThree = digits.slice(-3);
  const above = digits.slice(0, -3);
  // Above the last three digits, India groups in pairs.
  return above ? `${above.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}
