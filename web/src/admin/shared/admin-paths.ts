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
} as const;

/** The products screen opens its add modal when it finds this query parameter (`?add=1`). */
export const ADD_PRODUCT_PARAM = "add";
export const ADD_PRODUCT_PATH = `${ADMIN_PATHS.products}?${ADD_PRODUCT_PARAM}=1`;

/** The orders screen opens one order's details from `?orderId=` (SPEC.md section 2). */
export function orderPath(orderId: string): string {
  return `${ADMIN_PATHS.orders}?orderId=${encodeURIComponent(orderId)}`;
}
