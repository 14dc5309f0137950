// The percent off a product shows: always worked out from its price and original price, so the
// storefront, the admin form and the products spreadsheet can never disagree (issue 22, item 12).

/** Whole percent of the original price taken off; 0 without an original price above the price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice === undefined || originalPrice === null || !(originalPrice > price) || !(price >= 0)) return 0;
  // In paise, so float rupees (1620 of 2000) cannot round 19% down to 18%.
  const pricePaise = Math.round(price * 100);
  const wasPaise = Math.round(originalPrice * 100);
  return Math.round(((wasPaise - pricePaise) * 100) / wasPaise);
}
