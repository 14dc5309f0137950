import { orderPagePath } from "../../shared/order-link.js";
import { orderNumber } from "../../shared/order-number.js";
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from "../../shared/made-to-measure/production.js";
import type { OrderRecord } from "../data/orders.js";
import type { ProductionJobRecord } from "../data/production-jobs.js";
import { button, composeLetter, paragraph, rows } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// What the shop writes as a custom piece is made (issue 26): when the measurements are checked and
// the piece is confirmed for cutting, and when it is ready to ship. Once per stage per piece.

const longDate = (date: string) => new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T12:00:00Z`));

export function productionStageLetter(config: LetterConfig, order: OrderRecord, job: ProductionJobRecord, stage: ProductionStage): Composed {
  const no = orderNumber(order.id);
  const first = order.shippingAddress.name.trim().split(/\s+/)[0] ?? order.shippingAddress.name;
  const ready = stage === "ready-to-ship";
  return composeLetter({
    subject: ready ? `Your ${job.name} is ready (order ${no})` : `We have checked your measurements: ${job.name} is confirmed (order ${no})`,
    preview: ready ? "Stitched, checked and ready to ship." : `It goes to our tailor next; we aim to dispatch it by ${longDate(job.promisedDate)}.`,
    title: ready ? `Your piece is ready, ${first}.` : `Your piece is confirmed, ${first}.`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph(
        ready
          ? `${job.name} from order ${no} is stitched to your measurements and has passed our quality check. We will write again with the tracking number when it ships.`
          : `We have checked the measurements for ${job.name} (profile "${job.profileName}") from order ${no}. It now goes to our tailor for cutting; from here on changes go through us, and the order can no longer be cancelled once cutting starts.`,
      ),
      rows([
        { label: "Stage", value: PRODUCTION_STAGE_LABELS[stage], strong: true },
        { label: "Promised dispatch", value: longDate(job.promisedDate) },
        ...job.options.map((option) => ({ label: option.label, value: option.choice ?? "Yes" })),
      ]),
      button("View your order", `${config.mail.shopUrl}/${orderPagePath(order.id)}`),
    ],
  });
}
