import { NOTICE_REQUEST, backInStockOf } from "../data/back-in-stock.js";
import { BACK_IN_STOCK_CHECK_INBOX, BACK_IN_STOCK_WAITING } from "../../shared/back-in-stock.js";
import type { BackInStockBody } from "../../shared/schemas/back-in-stock.js";
import { backInStockId } from "../data/back-in-stock.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, notFound } from "../errors.js";

// A shopper asks to hear when a sold-out size returns. Signed in, her account's address waits at
// once; otherwise the address gets a link to confirm first (double opt-in), so nobody can sign
// someone else up. One request per address, product and size: the request's id is made from them
// and written under a condition, so asking again changes nothing and sends no second e-mail.

export interface AskAnswer {
  status: "waiting" | "pending";
  message: string;
}

export async function askBackInStock(repos: Repositories, productId: string, body: BackInStockBody, user: UserRecord | undefined): Promise<AskAnswer> {
  const product = await repos.products.get(productId);
  if (!product || !product.isActive) throw notFound("Product not found");
  if (!product.sizes.includes(body.size)) throw badRequest(`size: must be one of ${product.sizes.join(", ")}`);
  if ((product.stockBySize[body.size] ?? 0) > 0) throw conflict(`Size ${body.size} is in stock: add it to your bag.`);
  const email = user?.email ?? body.email;
  if (!email) throw badRequest("email is required when you are not signed in");
  const id = backInStockId(productId, body.size, email);
  const base = { id, productId, size: body.size, email: email.toLowerCase(), ...(user ? { userId: user.id } : {}) };
  try {
    if (user) {
      await transactWrite(repos.db, labelled(NOTICE_REQUEST, backInStockOf(repos).requestAction({ ...base, status: "waiting" }), backInStockOf(repos).countAction(productId, body.size, 1)));
    } else {
      await transactWrite(repos.db, [
        ...labelled(NOTICE_REQUEST, backInStockOf(repos).requestAction({ ...base, status: "pending" })),
        ...labelled("outbox", repos.outbox.enqueueAction({ id: `back-in-stock.confirm#${id}#${repos.db.now().toISOString()}`, kind: "back-in-stock.confirm", orderId: "", requestId: id })),
      ]);
    }
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // Asked before: the same answer, and nothing more (no second e-mail to an address someone typed twice).
    const existing = await backInStockOf(repos).get(id);
    if (existing?.status === "waiting") return { status: "waiting", message: BACK_IN_STOCK_WAITING };
    return { status: "pending", message: BACK_IN_STOCK_CHECK_INBOX };
  }
  return user ? { status: "waiting", message: BACK_IN_STOCK_WAITING } : { status: "pending", message: BACK_IN_STOCK_CHECK_INBOX };
}
