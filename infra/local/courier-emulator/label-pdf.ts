import PDFDocument from "pdfkit";
import type { EmulatedShipment } from "./ledger.js";
import { pickupAddressText } from "./pickup-locations.js";

// A shipping label as couriers print them (10 × 15 cm, one page per shipment): the AWB large and
// as bars, the courier, who it goes to, what is inside, and where it goes back to: the pickup
// location it left from (a return's label names the shop it is going to instead).

const WIDTH = 283; // 10 cm in points
const HEIGHT = 425; // 15 cm

/** Code-39-like bars of the AWB's digits: enough to look like a label, not for a scanner. */
function bars(doc: PDFKit.PDFDocument, awb: string, x: number, y: number): void {
  let at = x;
  for (const digit of awb) {
    const n = digit.charCodeAt(0);
    for (let bit = 0; bit < 5; bit++) {
      const wide = (n >> bit) & 1;
      doc.rect(at, y, wide ? 2.4 : 1, 40).fill("#000");
      at += (wide ? 2.4 : 1) + 1.4;
    }
    at += 2;
  }
}

export function labelPdf(shipments: EmulatedShipment[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: 14, autoFirstPage: false, info: { Title: "Shipping labels" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (const s of shipments) {
      doc.addPage();
      doc.font("Helvetica-Bold").fontSize(13).text(s.courierName ?? "Courier", 14, 14);
      doc.font("Helvetica").fontSize(8).text("PREPAID · DO NOT COLLECT CASH", 14, 31);
      bars(doc, s.awb ?? "0000", 14, 48);
      doc.font("Helvetica-Bold").fontSize(12).fillColor("#000").text(`AWB ${s.awb ?? "not assigned"}`, 14, 94);
      doc.moveTo(14, 114).lineTo(WIDTH - 14, 114).stroke();
      // A reverse pickup is collected at the shopper's and goes to the shop; a forward parcel the other way.
      doc.font("Helvetica-Bold").fontSize(9).text(s.isReturn ? "RETURN PICKUP FROM" : "DELIVER TO", 14, 122);
      const r = s.recipient;
      doc.font("Helvetica").fontSize(10).text(`${r.name}\n${r.address}\n${r.city}, ${r.state}\nPIN ${r.pincode}\nPhone ${r.phone}`, 14, 135, { width: WIDTH - 28 });
      doc.moveTo(14, 225).lineTo(WIDTH - 14, 225).stroke();
      doc.font("Helvetica-Bold").fontSize(9).text(`${s.isReturn ? "RETURN" : "ORDER"} ${s.channelOrderId}`, 14, 233);
      doc.font("Helvetica").fontSize(8).text(`${s.weightKg} kg · ${s.dimensionsCm.join(" × ")} cm · shipment ${s.shipmentId}`, 14, 246);
      doc.text(s.items.map((item) => `${item.units} × ${item.name} (${item.sku})`).join("\n"), 14, 260, { width: WIDTH - 28, height: 80 });
      doc.moveTo(14, 345).lineTo(WIDTH - 14, 345).stroke();
      const to = s.deliverTo;
      doc.font("Helvetica-Bold").fontSize(8).text(to ? "DELIVER TO (SELLER)" : "IF UNDELIVERED, RETURN TO", 14, 352);
      doc.font("Helvetica").fontSize(8).text(to ? `${to.name}, ${to.address}, PIN ${to.pincode}` : s.pickup ? pickupAddressText(s.pickup) : "", 14, 364, { width: WIDTH - 28 });
    }
    doc.end();
  });
}
