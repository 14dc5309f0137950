import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { savedAddressBodySchema } from "../../shared/schemas/saved-address.js";
import { addAddress, listAddresses, removeAddress, updateAddress } from "../accounts/address-book.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";

/** A signed-in shopper's own saved addresses under /api/addresses; nobody else's are reachable. */
export function addressRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requireUser(deps))
    .get("/", validQuery(noQuerySchema), async (c) => {
      return c.json({ success: true as const, data: await listAddresses(repos, c.get("user").id) });
    })
    .post("/", validQuery(noQuerySchema), validBody(savedAddressBodySchema, "a blank form"), async (c) => {
      const { address, added } = await addAddress(repos, c.get("user").id, c.req.valid("json"));
      return c.json({ success: true as const, data: address, message: added ? "Address saved." : "You have this address already." }, added ? 201 : 200);
    })
    .put("/:id", validQuery(noQuerySchema), validBody(savedAddressBodySchema, "a blank form"), async (c) => {
      const address = await updateAddress(repos, c.get("user").id, c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: address, message: "Address updated." });
    })
    .delete("/:id", validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      await removeAddress(repos, c.get("user").id, c.req.param("id"));
      return c.json({ success: true as const, message: "Address removed." });
    });
}
