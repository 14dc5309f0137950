import { Hono } from "hono";
import { loginSchema, profileUpdateSchema, registerSchema } from "../../shared/schemas/account.js";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { userChangesSchema, userListQuerySchema } from "../../shared/schemas/user-admin.js";
import { logIn } from "../accounts/login.js";
import { updateOwnProfile } from "../accounts/profile.js";
import { registerShopper } from "../accounts/registration.js";
import { changeUser, deleteUser, listUsers } from "../accounts/user-admin.js";
import { toUser } from "../data/users.js";
import type { AppDeps } from "../deps.js";
import { requireAdmin, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";

/** Accounts under /api/auth: register, log in, own profile; user management for admins. */
export function authRoutes(deps: AppDeps) {
  const { repos, config } = deps;
  const signedIn = requireUser(deps);
  const admin = requireAdmin(deps);

  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // A missing body reads as a blank form, so the first missing field is named.
      .post("/register", validQuery(noQuerySchema), validBody(registerSchema, "a blank form"), async (c) => {
        // The spec's { success, user }, with the session that signs the new shopper in.
        const session = await registerShopper(repos, config.jwtSecret, c.req.valid("json"));
        return c.json({ success: true as const, ...session }, 201);
      })
      .post("/login", validQuery(noQuerySchema), validBody(loginSchema, "a blank form"), async (c) => {
        const session = await logIn(repos, config.jwtSecret, c.req.valid("json"), { adminOnly: false });
        return c.json({ success: true as const, ...session });
      })
      .post("/admin-login", validQuery(noQuerySchema), validBody(loginSchema, "a blank form"), async (c) => {
        const session = await logIn(repos, config.jwtSecret, c.req.valid("json"), { adminOnly: true });
        return c.json({ success: true as const, ...session });
      })
      .get("/me", signedIn, validQuery(noQuerySchema), async (c) => {
        return c.json({ success: true as const, data: toUser(c.get("user")) });
      })
      .put("/update-profile", signedIn, validQuery(noQuerySchema), validBody(profileUpdateSchema, "a blank form"), async (c) => {
        const user = await updateOwnProfile(repos, c.get("user"), c.req.valid("json"));
        return c.json({ success: true as const, data: user });
      })
      .get("/users", admin, validQuery(userListQuerySchema), async (c) => {
        return c.json(await listUsers(repos, c.req.valid("query")));
      })
      .put("/users/:id", admin, validQuery(noQuerySchema), validBody(userChangesSchema, "a blank form"), async (c) => {
        const user = await changeUser(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
        return c.json({ success: true as const, data: user });
      })
      .delete("/users/:id", admin, validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
        await deleteUser(repos, c.get("user"), c.req.param("id"));
        return c.json({ success: true as const, message: "User deleted." });
      })
  );
}
