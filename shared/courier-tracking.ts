// Where a shopper or the owner can follow a parcel (issue 22 item 13): known couriers' public
// tracking pages by name; a courier not listed gets the number as plain text.

interface Courier {
  name: string;
  /** Lower-case names an admin may type for it (the datalist offers `name`). */
  aliases: readonly string[];
  /** The public tracking page for a number. */
  url(trackingNumber: string): string;
}

const q = encodeURIComponent;

export const COURIERS: readonly Courier[] = [
  { name: "Delhivery", aliases: ["delhivery"], url: (n) => `https://www.delhivery.com/track-v2/package/${q(n)}` },
  { name: "Blue Dart", aliases: ["blue dart", "bluedart"], url: (n) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${q(n)}` },
  { name: "DTDC", aliases: ["dtdc"], url: (n) => `https://www.dtdc.in/trace.asp?strCnno=${q(n)}` },
  {
    name: "India Post (Speed Post)",
    aliases: ["india post", "india post (speed post)", "speed post", "speedpost", "indiapost"],
    url: (n) => `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=${q(n)}`,
  },
  { name: "Shiprocket", aliases: ["shiprocket"], url: (n) => `https://shiprocket.co/tracking/${q(n)}` },
  { name: "Ekart", aliases: ["ekart", "ekart logistics"], url: (n) => `https://ekartlogistics.com/shipmenttrack/${q(n)}` },
  { name: "Xpressbees", aliases: ["xpressbees", "xpress bees"], url: (n) => `https://www.xpressbees.com/shipment/tracking?awbNo=${q(n)}` },
  { name: "Shadowfax", aliases: ["shadowfax"], url: (n) => `https://tracker.shadowfax.in/#/track/${q(n)}` },
  { name: "Ecom Express", aliases: ["ecom express", "ecomexpress"], url: (n) => `https://www.ecomexpress.in/tracking/?awb_field=${q(n)}` },
];

/** The names offered as the admin types a carrier. */
export const COURIER_NAMES: readonly string[] = COURIERS.map((courier) => courier.name);

/** The courier's tracking page for this number, or null for a courier not known (or no number). */
export function trackingUrl(carrier: string | undefined, trackingNumber: string | undefined): string | null {
  const name = carrier?.trim().toLowerCase().replace(/\s+/g, " ");
  const number = trackingNumber?.trim();
  if (!name || !number) return null;
  const courier = COURIERS.find((known) => known.aliases.includes(name));
  return courier ? courier.url(number) : null;
}
