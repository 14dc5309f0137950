import PDFDocument from "pdfkit";
import { MEASUREMENT_FIELDS, MEASUREMENT_GUIDES } from "../../shared/made-to-measure/measurements.js";
import { PRODUCTION_STAGE_LABELS } from "../../shared/made-to-measure/production.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderLineRecord } from "../data/orders.js";
import type { ProductionJobRecord } from "../data/production-jobs.js";
import { documentFont, documentFontPath } from "../documents/pdf/fonts.js";

// The tailor's job card (issue 26): one A4 page per custom piece with what the cutting table
// needs and nothing about money: order number and due date large, the product and its options,
// every measurement in the shopper's own unit with its label, her notes and, when she sent one,
// the photo of a garment that fits. The tailor works from paper, so it prints plainly.

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = "#1f1a17";
const MUTED = "#6b625c";
const RULE = "#d9d2cc";
const ACCENT = "#7a1f3d";

const longDate = (date: string) => new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", weekday: "short", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T12:00:00Z`));

export interface JobCardInput {
  job: ProductionJobRecord;
  line: OrderLineRecord;
  brandName: string;
  /** The reference photo as JPEG or PNG bytes, when the shopper sent one. */
  photo?: Buffer;
}

export const jobCardFileName = (job: ProductionJobRecord) => `Job-card-${orderNumber(job.orderId).replace(/^#/, "")}-${job.line + 1}.pdf`;

export function renderJobCard({ job, line, brandName, photo }: JobCardInput): Promise<Buffer> {
  const custom = line.custom!;
  const m = custom.measurements;
  const pdf = new PDFDocument({ size: "A4", margin: PAGE.margin, font: documentFontPath("regular"), info: { Title: `Job card ${orderNumber(job.orderId)} line ${job.line + 1}`, Author: brandName } });
  pdf.registerFont("regular", documentFont("regular"));
  pdf.registerFont("semibold", documentFont("semibold"));
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = PAGE.margin;
  let y = PAGE.margin;
  const text = (value: string, x: number, top: number, o: { width: number; font?: "regular" | "semibold"; size?: number; color?: string; align?: "left" | "right" }) => {
    pdf.font(o.font ?? "regular").fontSize(o.size ?? 10).fillColor(o.color ?? INK);
    pdf.text(value, x, top, { width: o.width, align: o.align ?? "left", lineBreak: true });
    return pdf.heightOfString(value, { width: o.width });
  };
  const rule = (top: number) => pdf.moveTo(left, top).lineTo(left + CONTENT, top).lineWidth(0.8).strokeColor(RULE).stroke();
  const heading = (label: string) => {
    y += 14;
    text(label.toUpperCase(), left, y, { width: CONTENT, font: "semibold", size: 9, color: ACCENT });
    y += 14;
    rule(y);
    y += 6;
  };

  // Header: whose shop, what card, and the two things the tailor looks for first.
  text(`${brandName} · Job card`, left, y, { width: CONTENT / 2, font: "semibold", size: 11, color: ACCENT });
  text(`Printed at stage: ${PRODUCTION_STAGE_LABELS[job.stage]}`, left + CONTENT / 2, y, { width: CONTENT / 2, size: 9, color: MUTED, align: "right" });
  y += 22;
  text(`Order ${orderNumber(job.orderId)} · piece ${job.line + 1}`, left, y, { width: CONTENT / 2, font: "semibold", size: 18 });
  text("Due (dispatch by)", left + CONTENT / 2, y, { width: CONTENT / 2, size: 9, color: MUTED, align: "right" });
  text(longDate(job.promisedDate), left + CONTENT / 2, y + 12, { width: CONTENT / 2, font: "semibold", size: 14, align: "right" });
  y += 36;
  rule(y);

  heading("Piece");
  y += text(job.name, left, y, { width: CONTENT, font: "semibold", size: 13 }) + 2;
  y += text(`${line.size ? `Size ordered: ${line.size} · ` : ""}Quantity: ${job.quantity} · Measurements of: ${m.profileName}`, left, y, { width: CONTENT, size: 10, color: MUTED }) + 4;

  heading("Options");
  if (custom.options.length === 0) {
    y += text("None chosen: stitch as the product is described.", left, y, { width: CONTENT, color: MUTED }) + 2;
  }
  for (const option of custom.options) {
    y += text(`• ${option.label}${option.choice ? `: ${option.choice}` : ""}`, left, y, { width: CONTENT, size: 11 }) + 3;
  }

  // Measurements in two columns beside the photo (or across the page without one).
  heading(`Measurements (in ${m.unit === "cm" ? "centimetres" : "inches"})`);
  const photoWidth = photo ? 190 : 0;
  const tableWidth = CONTENT - (photo ? photoWidth + 20 : 0);
  const fields = MEASUREMENT_FIELDS.filter((field) => m.values[field] !== undefined);
  const top = y;
  const rowHeight = 22;
  fields.forEach((field, i) => {
    const rowTop = top + i * rowHeight;
    if (i % 2 === 0) pdf.rect(left, rowTop - 3, tableWidth, rowHeight).fill("#f6f1ec");
    text(MEASUREMENT_GUIDES[field].label, left + 6, rowTop + 2, { width: tableWidth * 0.6, size: 11 });
    text(`${m.values[field]} ${m.unit}`, left + tableWidth * 0.6, rowTop + 2, { width: tableWidth * 0.4 - 6, font: "semibold", size: 12, align: "right" });
  });
  let below = top + fields.length * rowHeight;
  if (photo) {
    text("Reference photo (a garment that fits)", left + tableWidth + 20, top, { width: photoWidth, size: 9, color: MUTED });
    try {
      pdf.image(photo, left + tableWidth + 20, top + 14, { fit: [photoWidth, 260] });
      below = Math.max(below, top + 280);
    } catch {
      text("(The photo could not be read: see the order in the admin.)", left + tableWidth + 20, top + 14, { width: photoWidth, size: 9, color: MUTED });
    }
  }
  y = below + 4;
  y += text(`Taken ${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(m.takenAt))}`, left, y, { width: CONTENT, size: 8, color: MUTED });

  heading("Notes");
  y += text(m.notes?.trim() || "No notes from the shopper.", left, y, { width: CONTENT, size: 11, color: m.notes?.trim() ? INK : MUTED }) + 4;

  heading("Sign-off");
  const boxes = ["Cut by", "Stitched by", "Checked by"];
  boxes.forEach((label, i) => {
    const x = left + (i * CONTENT) / 3;
    text(label, x, y, { width: CONTENT / 3 - 10, size: 9, color: MUTED });
    pdf.moveTo(x, y + 34).lineTo(x + CONTENT / 3 - 16, y + 34).lineWidth(0.8).strokeColor(INK).stroke();
  });

  pdf.end();
  return finished;
}
