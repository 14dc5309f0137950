import { CONSENT_NOTICE_VERSION } from "../../shared/privacy/notice-version.js";
import type { UserFields } from "../../shared/schemas/user.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { erasureSentence } from "./personal-data/erasure-words.js";
import { exportSections, PERSONAL_DATA } from "./personal-data/registry.js";
import { ordersOf } from "./orders-of.js";


/**
 * What the shop holds about a shopper (DPDP Act 2023, section 11): a section for each kind of
 * personal data the registry (personal-data/registry.ts) exports, money in rupees; what each kind
 * becomes when she closes her account; and the kinds not in the file, with why.
 */
export async function myData(repos: Repositories, user: UserRecord) {
  const orders = await ordersOf(repos, user.id);
  const sections = await exportSections({ repos, user, orders });
  return {
    exportedAt: repos.db.now().toISOString(),
    noticeInForce: CONSENT_NOTICE_VERSION,
    ...(sections as { account: UserFields } & Record<string, unknown>),
    retention: Object.fromEntries(PERSONAL_DATA.flatMap((kind) => ("section" in kind.exported ? [[kind.exported.section, erasureSentence(kind)]] : []))),
    notInThisFile: PERSONAL_DATA.flatMap((kind) => ("notExported" in kind.exported ? [{ what: kind.title, why: kind.exported.notExported, whenClosed: erasureSentence(kind) }] : [])),
  };
}

export type MyData = Awaited<ReturnType<typeof myData>>;
