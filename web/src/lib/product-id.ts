// Products carry _id; some older views read id (docs/product.md section 3). One place decides.
export function productId(product: { _id?: string; id?: string }): string {
  return product._id || product.id || "";
}
