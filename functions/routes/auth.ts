import { Hono, type Context } from "hono";
import { addPasswordSchema, changePasswordSchema, closeAccountSchema, verifyEmailSchema, forgotPasswordSchema, loginSchema, profileUpdateSchema, registerSchema, resetPasswordSchema } from "../../shared/schemas/account.js";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { myDataQuerySchema } from "../../shared/schemas/my-data-query.js";
import { CONSENT_NOTICE_VERSION } from "../../shared/privacy/notice-version.js";
import { consentBookRepository } from "../data/consent-book.js";
import { userChangesSchema, userListQuerySchema } from "../../shared/schemas/user-admin.js";
import { addPassword } from "../accounts/add-password.js";
import { changePassword } from "../accounts/change-password.js";
import { EMAIL_VERIFIED, resendEmailVerification, VERIFICATION_SENT, verifyEmail } from "../accounts/email-verification.js";
import { logIn } from "../accounts/login.js";
import { PASSWORD_RESET_DONE, RESET_REQUESTED, requestPasswordReset, resetPassword } from "../accounts/password-reset.js";
import { updateOwnProfile } from "../accounts/profile.js";
import { CHECK_YOUR_EMAIL, finishSignup, registerShopper } from "../accounts/registration.js";
import { toUser } from "../data/users.js";
import { withSpecId } from "../http/spec-aliases.js";
import { acceptInvitationSchema } from "../../shared/schemas/staff.js";
import { permissionsOf } from "../../shared/staff-permissions.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import { clientAddress } from "../http/client-address.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import type { BodyVariables } from "../http/json-body.js";
import { rupees } from "../http/rupees-edge.js";
import { validBody, validQuery } from "../http/validate.js";

/** Accounts under /api/auth: register, log in, own profile; user management for admins. */
export function authRoutes(deps: AppDeps) {
  const { repos, config } = deps;
  const signedIn = requireUser(deps);
  // The caller's address, and whether the per-address limits leave it alone (test harnesses only).
  const sourceOf = (c: Context) => {
    const source = clientAddress(c);
    return { source, sourceExempt: config.throttleExemptSources.includes(source) };
  };
  const admin = requirePermission(deps, "users");
  // The back office's user screens load on first use: the API's cold start is the shoppers'.
  const userAdmin = () => import("../accounts/user-admin.js");

  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // A missing body reads as a blank form, so the first missing field is named.
      .post("/register", validQuery(noQuerySchema), validBody(registerSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.register), async (c) => {
        // The same answer for a new address and one with an account (issue 41): the e-mail tells which.
        await registerShopper(repos, c.req.valid("json"));
        return c.json({ success: true as const, message: CHECK_YOUR_EMAIL }, 202);
      })
      .post("/finish-signup", validQuery(noQuerySchema), validBody(verifyEmailSchema, "a blank form"), async (c) => {
        // The spec's { success, user }, with the session that signs the new shopper in.
        const session = await finishSignup(repos, config.jwtSecret, c.req.valid("json").token);
        return c.json({ success: true as const, ...session, user: withSpecId(session.user) }, 201);
      })
      .post("/login", validQuery(noQuerySchema), validBody(loginSchema, "a blank form"), async (c) => {
        const session = await logIn(repos, config.jwtSecret, c.req.valid("json"), { adminOnly: false, ...sourceOf(c) });
        return c.json({ success: true as const, ...session, user: withSpecId(session.user) });
      })
      .post("/admin-login", validQuery(noQuerySchema), validBody(loginSchema, "a blank form"), async (c) => {
        const session = await logIn(repos, config.jwtSecret, c.req.valid("json"), { adminOnly: true, ...sourceOf(c) });
        // What the admin may use, from the one table: the admin's menus follow it.
        return c.json({ success: true as const, ...session, user: withSpecId(session.user), permissions: permissionsOf(session.user.role) });
      })
      .post("/logout", signedIn, validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
        await repos.sessions.end(c.get("sessionId"));
        return c.json({ success: true as const, message: "You have been logged out." });
      })
      .post("/forgot-password", validQuery(noQuerySchema), validBody(forgotPasswordSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.forgotPassword), async (c) => {
        await requestPasswordReset(repos, c.req.valid("json").email);
        return c.json({ success: true as const, message: RESET_REQUESTED });
      })
      .post("/reset-password", validQuery(noQuerySchema), validBody(resetPasswordSchema, "a blank form"), async (c) => {
        const { token, password } = c.req.valid("json");
        await resetPassword(repos, token, password);
        return c.json({ success: true as const, message: PASSWORD_RESET_DONE });
      })
      .post("/change-password", signedIn, validQuery(noQuerySchema), validBody(changePasswordSchema, "a blank form"), async (c) => {
        const token = await changePassword(repos, config.jwtSecret, c.get("user"), c.req.valid("json"), clientAddress(c));
        return c.json({ success: true as const, message: "Your password has been changed. You are still signed in here; other devices have been signed out.", token });
      })
      .post("/add-password", signedIn, validQuery(noQuerySchema), validBody(addPasswordSchema, "a blank form"), async (c) => {
        const added = await addPassword(repos, config.jwtSecret, c.get("user"), c.req.valid("json").newPassword);
        return c.json({ success: true as const, message: added.message, token: added.token });
      })
      .post("/accept-invitation", validQuery(noQuerySchema), validBody(acceptInvitationSchema, "a blank form"), async (c) => {
        const { token, password } = c.req.valid("json");
        const { acceptInvitation, INVITATION_ACCEPTED } = await import("../accounts/staff-invitations.js");
        await acceptInvitation(repos, token, password);
        return c.json({ success: true as const, message: INVITATION_ACCEPTED });
      })
      .post("/verify-email", validQuery(noQuerySchema), validBody(verifyEmailSchema, "a blank form"), async (c) => {
        await verifyEmail(repos, c.req.valid("json").token);
        return c.json({ success: true as const, message: EMAIL_VERIFIED });
      })
      .post("/resend-verification", signedIn, validQuery(noQuerySchema), validBody(noBodySchema), limitPerSource(deps, SOURCE_LIMITS.forgotPassword), async (c) => {
        await resendEmailVerification(repos, c.get("user"));
        return c.json({ success: true as const, message: VERIFICATION_SENT });
      })
      .get("/my-data", signedIn, validQuery(myDataQuerySchema), async (c) => {
        // The registry and its readers load on first use: the API's cold start carries none of them.
        const { myData } = await import("../accounts/my-data.js");
        const data = await myData(repos, c.get("user"));
        const name = `rangrez-my-data-${data.exportedAt.slice(0, 10)}`;
        if (c.req.valid("query").format === "html") {
          const { myDataPage } = await import("../accounts/personal-data/my-data-page.js");
          c.header("Content-Disposition", `attachment; filename="${name}.html"`);
          // A page of her own data, never a place for a script: none runs, nothing loads.
          c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'");
          return c.html(myDataPage(data, "Rangrez"));
        }
        c.header("Content-Disposition", `attachment; filename="${name}.json"`);
        return c.json({ success: true as const, data: { ...data, account: withSpecId(data.account) } });
      })
      .get("/consents", signedIn, validQuery(noQuerySchema), async (c) => {
        return c.json({ success: true as const, data: await consentBookRepository(repos.db).get(c.get("user").id), noticeInForce: CONSENT_NOTICE_VERSION });
      })
      .delete("/account", signedIn, validQuery(noQuerySchema), validBody(closeAccountSchema, "a blank form"), async (c) => {
        // Once in an account's life: its code (the blockers, the erasure) loads on first use, not at every cold start.
        const { closeAccount, closedMessage } = await import("../accounts/close-account.js");
        const closure = await closeAccount(repos, c.get("user"), { ...c.req.valid("json"), signInCodeKey: config.signInCodeKey }, clientAddress(c));
        // Refused: why, in words, and the store credit she holds (rupees), so the screen can ask her to confirm it.
        if (!closure.closed) return c.json({ success: false as const, error: closure.refused, balance: rupees(closure.balancePaise) }, 409);
        // What the law keeps, why and for how long: she is told, not left to guess.
        return c.json({ success: true as const, message: closedMessage(closure.forfeitedPaise), forfeited: rupees(closure.forfeitedPaise), kept: closure.kept });
      })
      .get("/me", signedIn, validQuery(noQuerySchema), async (c) => {
        return c.json({ success: true as const, data: withSpecId(toUser(c.get("user"))), permissions: permissionsOf(c.get("user").role) });
      })
      .put("/update-profile", signedIn, validQuery(noQuerySchema), validBody(profileUpdateSchema, "a blank form"), async (c) => {
        const user = await updateOwnProfile(repos, c.get("user"), c.req.valid("json"));
        return c.json({ success: true as const, data: withSpecId(user) });
      })
      .get("/users", admin, validQuery(userListQuerySchema), async (c) => {
        const page = await (await userAdmin()).listUsers(repos, c.req.valid("query"));
        return c.json({ ...page, data: page.data.map(withSpecId) });
      })
      .put("/users/:id", admin, validQuery(noQuerySchema), validBody(userChangesSchema, "a blank form"), async (c) => {
        const user = await (await userAdmin()).changeUser(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
        return c.json({ success: true as const, data: withSpecId(user) });
      })
      .delete("/users/:id", admin, validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
        await (await userAdmin()).deleteUser(repos, c.get("user"), c.req.param("id"));
        return c.json({ success: true as const, message: "User deleted." });
      })
  );
}
