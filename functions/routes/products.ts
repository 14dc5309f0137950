import { Hono } from "hono";
import { productQuerySchema } from "../../shared/schemas/product-query.js";
import { isAdminViewer } from "../catalogue/admin-viewer.js";
import { createProduct, deleteProduct, updateProduct } from "../catalogue/product-admin.js";
import { getProduct, listProducts } from "../catalogue/product-listing.js";
import type { AppDeps } from "../deps.js";
import { requireAdmin, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { parseWith } from "../http/validate.js";

/** The catalogue: public reads (admins also see inactive products), admin writes. */
export function productRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requireAdmin(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", async (c) => {
      const query = parseWith(productQuerySchema, c.req.query());
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      return c.json(await listProducts(repos, query, viewer));
    })
    .get("/:productId", async (c) => {
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      return c.json({ success: true as const, data: await getProduct(repos, c.req.param("productId"), viewer) });
    })
    .post("/", admin, async (c) => {
      const product = await createProduct(repos, c.get("body"));
      return c.json({ success: true as const, data: product, message: "Product added successfully!" }, 201);
    })
    .put("/:productId", admin, async (c) => {
      const product = await updateProduct(repos, c.req.param("productId"), c.get("body"));
      return c.json({ success: true as const, data: product, message: "Product updated successfully!" });
    })
    .delete("/:productId", admin, async (c) => {
      await deleteProduct(repos, c.req.param("productId"));
      return c.json({ success: true as const, message: "Product deleted successfully!" });
    });
}
