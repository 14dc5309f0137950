import { addressBookRepository } from "./address-book.js";
import { approvalRepository } from "./approvals.js";
import { auditLogRepository } from "./audit-log.js";
import type { Db } from "./db.js";
import { dedupeRepository } from "./dedupe.js";
import { discountRepository } from "./discounts.js";
import { eventRepository } from "./events.js";
import { holdRepository } from "./holds.js";
import { orderRepository } from "./orders.js";
import { outboxRepository } from "./outbox.js";
import { accountLinkRepository } from "./account-links.js";
import { pendingSignupRepository } from "./pending-signups.js";
import { paymentRepository } from "./payments.js";
import { salesRepository } from "./sales.js";
import { serviceabilityCacheRepository } from "./serviceability-cache.js";
import { sessionRepository } from "./sessions.js";
import { settlementRepository } from "./settlements.js";
import { settingsRepository } from "./settings.js";
import { shipmentRepository } from "./shipments.js";
import { staffDayRepository } from "./staff-days.js";
import { savedListRepository } from "./saved-lists.js";
import { productRepository } from "./products.js";
import { returnRepository } from "./returns.js";
import { stockMovementRepository } from "./stock-movements.js";
import { storeCreditRepository } from "./store-credit.js";
import { subcategoryRepository } from "./subcategories.js";
import { taxDocumentRepository } from "./tax-documents.js";
import { throttleRepository } from "./throttle.js";
import { userRepository } from "./users.js";

/** Every repository over one table. */
export function createRepositories(db: Db) {
  return {
    db,
    products: productRepository(db),
    stock: stockMovementRepository(db),
    storeCredit: storeCreditRepository(db),
    subcategories: subcategoryRepository(db),
    users: userRepository(db),
    addressBook: addressBookRepository(db),
    savedLists: savedListRepository(db),
    orders: orderRepository(db),
    holds: holdRepository(db),
    shipments: shipmentRepository(db),
    returns: returnRepository(db),
    discounts: discountRepository(db),
    sales: salesRepository(db),
    payments: paymentRepository(db),
    settlements: settlementRepository(db),
    events: eventRepository(db),
    audit: auditLogRepository(db),
    staffDays: staffDayRepository(db),
    approvals: approvalRepository(db),
    throttle: throttleRepository(db),
    sessions: sessionRepository(db),
    accountLinks: accountLinkRepository(db),
    pendingSignups: pendingSignupRepository(db),
    dedupe: dedupeRepository(db),
    outbox: outboxRepository(db),
    taxDocuments: taxDocumentRepository(db),
    settings: settingsRepository(db),
    serviceability: serviceabilityCacheRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
