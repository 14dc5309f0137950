import PDFDocument from "pdfkit";
import { orderNumber } from "@shared/order-number.js";
import { formatPaise, formatPaiseFigure } from "@shared/money.js";
import { indianDateText } from "@shared/tax/financial-year.js";
import { stateWithCode } from "@shared/tax/gst-state-codes.js";
import type { TaxDocument, TaxInvoice, TaxLine } from "@shared/tax/tax-document.js";
import { documentFont, documentFontPath } from "./fonts.js";

// A tax invoice or credit note as an A4 PDF with every particular CGST Rule 46 (invoice) or
// Rule 53 (credit note) asks for: supplier's name, address, state and GSTIN; the document's
// number and date; the recipient's name, delivery address and state with its code; the place
// of supply; per line the description, HSN, quantity, taxable value, rate and tax (CGST + SGST
// or IGST); the totals and the amount in words; whether tax is on reverse charge; and the
// signatory. A credit note also names the invoice it reduces.

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = "#1f1a17";
const MUTED = "#6b625c";
const RULE = "#d9d2cc";
const ACCENT = "#7a1f3d";

const cell = formatPaiseFigure;
const rupees = formatPaise;

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  value(line: TaxLine, index: number): string;
}

function columnsFor(document: TaxDocument): Column[] {
  const money = (title: string, width: number, pick: (line: TaxLine) => number): Column => ({ title, width, align: "right", value: (line) => cell(pick(line)) });
  const common: Column[] = [
    { title: "#", width: 18, align: "left", value: (_, index) => String(index + 1) },
    { title: "Description", width: 0, align: "left", value: (line) => line.description },
    { title: "HSN", width: 40, align: "left", value: (line) => line.hsn },
    { title: "Qty", width: 32, align: "right", value: (line) => (line.quantity === undefined ? "-" : `${line.quantity} PCS`) },
    money("Taxable value", 62, (line) => line.taxablePaise),
    { title: "Rate", width: 30, align: "right", value: (line) => `${line.ratePercent}%` },
  ];
  const taxes =
    document.supply === "intra-state"
      ? [money("CGST", 52, (line) => line.cgstPaise), money("SGST", 52, (line) => line.sgstPaise)]
      : [money("IGST", 58, (line) => line.igstPaise)];
  const columns = [...common, ...taxes, money("Total", 62, (line) => line.grossPaise)];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1]!.width = CONTENT - fixed;
  return columns;
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const regular = documentFont("regular");
  const semibold = documentFont("semibold");
  const isInvoice = document.kind === "invoice";
  const title = isInvoice ? "Tax Invoice" : "Credit Note";
  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    // Passing the font here keeps PDFKit from loading its Helvetica metrics from disk.
    font: documentFontPath("regular"),
    info: { Title: `${title} ${document.number}`, Author: document.supplier.legalName, Subject: `${title} for order ${document.orderId}` },
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("semibold", semibold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  let y = PAGE.margin;

  const text = (value: string, x: number, top: number, options: { width: number; font?: "regular" | "semibold"; size?: number; color?: string; align?: "left" | "right" }) => {
    pdf.font(options.font ?? "regular").fontSize(options.size ?? 9).fillColor(options.color ?? INK);
    pdf.text(value, x, top, { width: options.width, align: options.align ?? "left", lineGap: 1 });
    return pdf.y;
  };
  const rule = (top: number, color = RULE) => pdf.moveTo(left, top).lineTo(left + CONTENT, top).lineWidth(0.6).strokeColor(color).stroke();

  // Heading: who sells, and what this is.
  text(document.supplier.legalName, left, y, { width: CONTENT * 0.6, font: "semibold", size: 14, color: ACCENT });
  text(title.toUpperCase(), left + CONTENT * 0.6, y, { width: CONTENT * 0.4, font: "semibold", size: 14, align: "right" });
  y += 20;
  text(isInvoice ? "Original for recipient" : "Issued under section 34 of the CGST Act", left + CONTENT * 0.5, y, { width: CONTENT * 0.5, size: 8, color: MUTED, align: "right" });
  y += 16;
  rule(y, ACCENT);
  y += 10;

  // Supplier on the left, the document's particulars on the right.
  const half = CONTENT / 2 - 10;
  const supplierBottom = [
    ["Sold by", "semibold"],
    [document.supplier.legalName, "regular"],
    ...document.supplier.addressLines.map((line) => [line, "regular"] as const),
    [`State: ${stateWithCode(document.supplier.state)}`, "regular"],
    [`GSTIN: ${document.supplier.gstin}`, "semibold"],
  ].reduce((top, [line, font]) => text(line as string, left, top, { width: half, font: font as "regular" | "semibold" }) + 1, y);

  const particulars: Array<[string, string]> = [
    [isInvoice ? "Invoice number" : "Credit note number", document.number],
    [isInvoice ? "Invoice date" : "Credit note date", indianDateText(new Date(document.issuedAt))],
    ...(document.kind === "credit-note"
      ? ([
          ["Against invoice", document.invoice.number],
          ["Invoice date", indianDateText(new Date(document.invoice.issuedAt))],
        ] as Array<[string, string]>)
      : []),
    ["Order", orderNumber(document.orderId)],
    ...(document.kind === "invoice" ? paymentParticulars(document) : []),
    ["Place of supply", stateWithCode(document.placeOfSupply)],
    ["Reverse charge", "No"],
  ];
  const rightX = left + CONTENT / 2 + 10;
  let rightY = y;
  for (const [label, value] of particulars) {
    text(label, rightX, rightY, { width: 95, color: MUTED });
    rightY = Math.max(rightY + 12, text(value, rightX + 95, rightY, { width: half - 95, font: "semibold" }) + 1);
  }
  y = Math.max(supplierBottom, rightY) + 8;
  rule(y);
  y += 8;

  // The recipient: a consumer, billed and shipped to the delivery address; a registered buyer,
  // billed by GSTIN at her billing address, the delivery address beside it (CGST Rule 46).
  const recipient = document.recipient;
  const contact = `Phone: ${recipient.phone}  ·  ${recipient.email}`;
  if (recipient.gstin && recipient.shipTo) {
    const column = (x: number, heading: string, lines: string[], bold?: string) =>
      lines.reduce((at, line) => text(line, x, at, { width: half, font: line === bold ? "semibold" : "regular" }) + 1, text(heading, x, y, { width: half, font: "semibold" }) + 1);
    const gstin = `GSTIN: ${recipient.gstin}`;
    y = Math.max(
      column(left, "Billed to", [recipient.name, gstin, ...recipient.addressLines, `State: ${stateWithCode(recipient.state)}`, contact], gstin),
      column(rightX, "Shipped to", [recipient.shipTo.name, ...recipient.shipTo.addressLines, `State: ${stateWithCode(recipient.shipTo.state)}`]),
    );
  } else {
    y = text("Billed and shipped to", left, y, { width: CONTENT, font: "semibold" }) + 1;
    for (const line of [recipient.name, ...recipient.addressLines, `State: ${stateWithCode(recipient.state)}`, contact]) {
      y = text(line, left, y, { width: CONTENT }) + 1;
    }
  }
  if (document.kind === "credit-note") y = text(`Reason: ${document.reason}`, left, y + 4, { width: CONTENT }) + 1;
  if (document.kind === "credit-note" && document.note) y = text(document.note, left, y + 2, { width: CONTENT, font: "semibold" }) + 1;
  y += 10;

  // The lines.
  const columns = columnsFor(document);
  const drawHeader = () => {
    pdf.rect(left, y, CONTENT, 18).fill("#f4efea");
    let x = left;
    for (const column of columns) {
      text(column.title, x + 3, y + 5, { width: column.width - 6, font: "semibold", size: 8, align: column.align });
      x += column.width;
    }
    y += 20;
  };
  drawHeader();
  document.lines.forEach((line, index) => {
    pdf.font("regular").fontSize(9);
    const height = Math.max(...columns.map((column) => pdf.heightOfString(column.value(line, index), { width: column.width - 6 }))) + 6;
    if (y + height > bottom - 150) {
      pdf.addPage();
      y = PAGE.margin;
      drawHeader();
    }
    let x = left;
    for (const column of columns) {
      text(column.value(line, index), x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    y += height;
    rule(y);
  });
  y += 8;

  // Totals, right-aligned, and the amount in words.
  const totals = document.totals;
  const rows: Array<[string, string, boolean]> = [
    ["Taxable value", rupees(totals.taxablePaise), false],
    ...(document.supply === "intra-state"
      ? ([
          ["CGST", rupees(totals.cgstPaise), false],
          ["SGST", rupees(totals.sgstPaise), false],
        ] as Array<[string, string, boolean]>)
      : ([["IGST", rupees(totals.igstPaise), false]] as Array<[string, string, boolean]>)),
    [isInvoice ? "Total (GST included)" : "Total credited (GST included)", rupees(totals.grossPaise), true],
  ];
  const labelX = left + CONTENT - 260;
  for (const [label, value, strong] of rows) {
    text(label, labelX, y, { width: 150, font: strong ? "semibold" : "regular", size: strong ? 11 : 9 });
    text(value, labelX + 150, y, { width: 110, font: strong ? "semibold" : "regular", size: strong ? 11 : 9, align: "right" });
    y += strong ? 18 : 13;
  }
  y += 4;
  y = text(`Amount in words: ${document.amountInWords}`, left, y, { width: CONTENT, font: "semibold" }) + 14;

  // Declaration and signatory.
  const declaration =
    document.kind === "invoice"
      ? "Prices include GST. We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct."
      : `This credit note reduces the value of invoice ${document.invoice.number} by the amount shown, with the GST on it.`;
  y = text(declaration, left, y, { width: CONTENT, size: 8, color: MUTED }) + 18;
  text(`For ${document.supplier.legalName}`, left + CONTENT - 220, y, { width: 220, font: "semibold", align: "right" });
  text("Authorised signatory", left + CONTENT - 220, y + 26, { width: 220, size: 8, color: MUTED, align: "right" });
  text("This is a computer-generated document and needs no physical signature.", left, y + 26, { width: CONTENT - 230, size: 8, color: MUTED });

  pdf.end();
  return finished;
}

/** How the invoice was paid: Razorpay's reference, or each way (store credit first) with its amount. */
function paymentParticulars(invoice: TaxInvoice): Array<[string, string]> {
  if (!invoice.payments) return invoice.paymentReference ? [["Payment", invoice.paymentReference]] : [];
  return invoice.payments.map((payment) => [
    `Paid by ${payment.method === "Store credit" ? "store credit" : "Razorpay"}`,
    `${formatPaise(payment.amountPaise)}${payment.reference ? ` (${payment.reference})` : ""}`,
  ]);
}
