import { Hono } from "hono";
import { savedWishlistSchema } from "../../shared/schemas/saved-lists.js";
import { checkSavedLines } from "../accounts/saved-list-lines.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody } from "../http/validate.js";
import { savedListAnswer } from "./saved-list-answer.js";

export const WISHLIST_CHANGED_ELSEWHERE = "Your wishlist was changed on another device. It has been brought up to date; please check it.";

/** A signed-in shopper's wishlist kept on the server: products and the sizes chosen. */
export function wishlistRoutes(deps: AppDeps) {
  const { repos } = deps;
  const shopper = requireUser(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", shopper, async (c) => c.json({ success: true as const, data: await repos.savedLists.get(c.get("user").id, "WISHLIST") }))
    .put("/", shopper, validBody(savedWishlistSchema), async (c) => {
      const body = c.req.valid("json");
      await checkSavedLines(repos, body.items);
      return savedListAnswer(c, await repos.savedLists.save(c.get("user").id, "WISHLIST", body.items, body.version), WISHLIST_CHANGED_ELSEWHERE);
    });
}
