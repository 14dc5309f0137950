import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { CODE_ON_ITS_WAY, NUMBER_LINKED, RESEND_AFTER_SECONDS, SIGN_IN_CODE_MINUTES, signInCodeRequestSchema, signInCodeSchema } from "../../shared/schemas/phone-sign-in.js";
import { phoneSignUpSchema } from "../../shared/schemas/phone-sign-up.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import type { BodyVariables } from "../http/json-body.js";
import { withSpecId } from "../http/spec-aliases.js";
import { validBody, validQuery } from "../http/validate.js";

// /api/auth/phone (issue 44): a one-time code to a mobile, to sign in with or to verify the number
// on one's account. The code's machinery loads on first use: the API's cold start is for browsing.
const codes = () => import("../accounts/phone-sign-in/request-code.js");
const linking = () => import("../accounts/phone-sign-in/link-phone.js");

const codeOnItsWay = { success: true as const, message: CODE_ON_ITS_WAY, resendAfterSeconds: RESEND_AFTER_SECONDS, validForMinutes: SIGN_IN_CODE_MINUTES };

export function phoneSignInRoutes(deps: AppDeps) {
  const { repos, config } = deps;
  const signedIn = requireUser(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/code", validQuery(noQuerySchema), validBody(signInCodeRequestSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.signInCode), async (c) => {
      // The same answer for every valid number: the code goes only where an account can use it.
      await (await codes()).requestSignInCode(repos, { ...c.req.valid("json"), purpose: "sign-in" });
      return c.json(codeOnItsWay, 202);
    })
    .post("/verify", validQuery(noQuerySchema), validBody(signInCodeSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.signInCodeTry), async (c) => {
      const { signInWithCode } = await import("../accounts/phone-sign-in/sign-in-with-code.js");
      const answer = await signInWithCode(repos, config, c.req.valid("json"));
      if ("newNumber" in answer) return c.json({ success: true as const, ...answer });
      return c.json({ success: true as const, ...answer, user: withSpecId(answer.user) });
    })
    .post("/sign-up", validQuery(noQuerySchema), validBody(phoneSignUpSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.signInCodeTry), async (c) => {
      const { signUpWithPhone } = await import("../accounts/phone-sign-in/sign-in-with-code.js");
      const session = await signUpWithPhone(repos, config.jwtSecret, c.req.valid("json"));
      return c.json({ success: true as const, ...session, user: withSpecId(session.user) }, 201);
    })
    .post("/link/code", signedIn, validQuery(noQuerySchema), validBody(signInCodeRequestSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.signInCode), async (c) => {
      const user = c.get("user");
      await (await linking()).refuseStaff(repos, user.id);
      await (await codes()).requestSignInCode(repos, { ...c.req.valid("json"), purpose: "link", userId: user.id });
      return c.json(codeOnItsWay, 202);
    })
    .post("/link", signedIn, validQuery(noQuerySchema), validBody(signInCodeSchema, "a blank form"), limitPerSource(deps, SOURCE_LIMITS.signInCodeTry), async (c) => {
      const user = await (await linking()).linkSignInPhone(repos, config.signInCodeKey, c.get("user").id, c.req.valid("json"));
      return c.json({ success: true as const, message: NUMBER_LINKED, user: withSpecId(user) });
    })
    .delete("/link", signedIn, validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      const user = await (await linking()).unlinkSignInPhone(repos, c.get("user").id);
      return c.json({ success: true as const, user: withSpecId(user) });
    });
}
