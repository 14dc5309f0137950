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
import { parseWith } from "../http/validate.js";

/** Accounts under /api/auth: register, log in, own profile; user management for admins. */
export function authRoutes(deps: AppDeps) {
  const { repos, config } = deps;
  const signedIn = requireUser(deps);
  const admin = requireAdmin(deps);

  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // A missing body reads as an empty one, so the first missing field is named.
      .post("/register", async (c) => {
        parseWith(noQuerySchema, c.req.query());
        const input = parseWith(registerSchema, c.get("body") ?? {});
        const user = await registerShopper(repos, input);
        return c.json({ success: true as const, user }, 201);
      })
      .post("/login", async (c) => {
        parseWith(noQuerySchema, c.req.query());
        const credentials = parseWith(loginSchema, c.get("body") ?? {});
        const session = await logIn(repos, config.jwtSecret, credentials, { adminOnly: false });
        return c.json({ success: true as const, ...session });
      })
      .post("/admin-login", async (c) => {
        parseWith(noQuerySchema, c.req.query());
        const credentials = parseWith(loginSchema, c.get("body") ?? {});
        const session = await logIn(repos, config.jwtSecret, credentials, { adminOnly: true });
        return c.json({ success: true as const, ...session });
      })
      .get("/me", signedIn, async (c) => {
        parseWith(noQuerySchema, c.req.query());
        return c.json({ success: true as const, data: toUser(c.get("user")) });
      })
      .put("/update-profile", signedIn, async (c) => {
        parseWith(noQuerySchema, c.req.query());
        const update = parseWith(profileUpdateSchema, c.get("body") ?? {});
        const user = await updateOwnProfile(repos, c.get("user"), update);
        return c.json({ success: true as const, data: user });
      })
      .get("/users", admin, async (c) => {
        const query = parseWith(userListQuerySchema, c.req.query());
        return c.json(await listUsers(repos, query));
      })
      .put("/users/:id", admin, async (c) => {
        parseWith(noQuerySchema, c.req.query());
        const changes = parseWith(userChangesSchema, c.get("body") ?? {});
        const user = await changeUser(repos, c.get("user"), c.req.param("id"), changes);
        return c.json({ success: true as const, data: user });
      })
      .delete("/users/:id", admin, async (c) => {
        parseWith(noQuerySchema, c.req.query());
        parseWith(noBodySchema, c.get("body"));
        await deleteUser(repos, c.get("user"), c.req.param("id"));
        return c.json({ success: true as const, message: "User deleted." });
      })
  );
}
