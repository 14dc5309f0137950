// Where the admin screens live, so links between them (dashboard → orders, quick actions) agree.

export const ADMIN_LOGIN_PATH = "/admin-login";

export const ADMIN_PATHS = {
  dashboard: "/admin",
  products: "/admin/products",
  subcategories: "/admin/subcategories",
  users: "/admin/users",
  orders: "/admin/orders",
  payments: "/admin/payments",
  discounts: "/admin/discounts",
  exports: "/admin/exports",
  settings: "/admin/settings",
  toCall: "/admin/to-call",
  shipping: "/admin/shipping",
  returns: "/admin/returns",
  reviews: "/admin/reviews",
  fitAdvice: "/admin/fit-advice",
  production: "/admin/production",
  approvals: "/admin/approvals",
  staff: "/admin/staff",
  giftCards: "/admin/gift-cards",
  audit: "/admin/audit",
} as const;

/** The products screen opens its add modal when it finds this query parameter (`?add=1`). */
export const ADD_PRODUCT_PARAM = "add";
export const ADD_PRODUCT_PATH = `${ADMIN_PATHS.products}?${ADD_PRODUCT_PARAM}=1`;

/** The orders screen opens one order's details from `?orderId=` (docs/product.md section 2). */
export function orderPath(orderId: string): string {
  return `${ADMIN_PATHS.orders}?orderId=${encodeURIComponent(orderId)}`;
}

/** The products screen opens one product's edit modal from `?edit=` (the dashboard's low-stock links). */
export const EDIT_PRODUCT_PARAM = "edit";
export function editProductPath(productId: string): string {
  return `${ADMIN_PATHS.products}?${EDIT_PRODUCT_PARAM}=${encodeURIComponent(productId)}`;
}
