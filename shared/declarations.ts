import { formatRupees } from "./money.js";
import type { Product } from "./schemas/product-record.js";

// What the Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10), ask a product page of
// an online seller to say (issue 27): the maker or brand owner with address, the country of
// origin, the consumer-care contact, the size, and the price as MRP inclusive of all taxes. A
// product that names no maker or origin of its own takes the seller's.

export interface SellerDeclarationDefaults {
  legalName: string;
  address: string;
  countryOfOrigin: string;
  supportEmail: string;
  supportPhone: string;
}

export interface Declarations {
  maker: string;
  countryOfOrigin: string;
  consumerCare: string;
  size: string;
  /** "MRP ₹1,999.00 (incl. of all taxes)" */
  mrp: string;
}

/** The MRP in rupees: the price before the shop's discount when there is one, else the price. */
export const mrpOf = (product: Pick<Product, "price" | "originalPrice">) => (product.originalPrice && product.originalPrice > product.price ? product.originalPrice : product.price);

export const mrpText = (rupees: number) => `MRP ${formatRupees(rupees)} (incl. of all taxes)`;

export function declarationsOf(product: Pick<Product, "price" | "originalPrice" | "maker" | "countryOfOrigin" | "sizes">, size: string | undefined, seller: SellerDeclarationDefaults): Declarations {
  return {
    maker: product.maker?.trim() || `${seller.legalName}, ${seller.address}`,
    countryOfOrigin: product.countryOfOrigin?.trim() || seller.countryOfOrigin,
    consumerCare: `${seller.supportEmail}, ${seller.supportPhone}`,
    size: size || product.sizes.join(", "),
    mrp: mrpText(mrpOf(product)),
  };
}
