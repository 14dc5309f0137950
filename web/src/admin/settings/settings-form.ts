import { isCalendarDate, MAX_HOLIDAY_NAME, MAX_HOLIDAYS, type Holiday } from "@shared/shipping/holidays.js";
import { SHIPPING_ZONES, type ShippingZone } from "@shared/shipping/zones.js";
import type { SettingsRequest, ShopSettings } from "./settings-api.js";

// The Settings form's values are the texts typed; the rules say what is wrong in the server's
// words, field by field, before anything is sent (the server still has the last word).

export interface ShippingFormValues {
  pickupPincode: string;
  rates: Record<ShippingZone, { firstSlab: string; extraSlab: string }>;
  /** Blank: no free shipping. */
  freeShippingThreshold: string;
  processingDays: string;
  /** The shopper's own cancellation: hours from payment, and the fee as a percentage ("2", "2.5"). */
  cancelWindowHours: string;
  cancelFeePercent: string;
  /** Days after delivery a shopper may ask for a return or exchange (issue 25). */
  returnWindowDays: string;
  /** Store credit's term in months; blank: it does not expire. */
  storeCreditExpiryMonths: string;
  /** Days after delivery the review request goes out (issue 27); 0: none. */
  reviewRequestDays: string;
  /** Buyers' signals the fit advice is told from (issue 46). */
  fitMinSignals: string;
  /** The shop's holidays, one a line: "2027-01-26 Republic Day" (issue 40). */
  holidays: string;
}

export type SettingsFormErrors = Partial<Record<string, string>>;

const RUPEES = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const PIN = /^[1-9]\d{5}$/;

export function formFromSettings(settings: ShopSettings): ShippingFormValues {
  const { shipping } = settings;
  return {
    pickupPincode: shipping.pickupPincode,
    rates: Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, { firstSlab: String(shipping.rates[zone].firstSlab), extraSlab: String(shipping.rates[zone].extraSlab) }])) as ShippingFormValues["rates"],
    freeShippingThreshold: shipping.freeShippingThreshold === null ? "" : String(shipping.freeShippingThreshold),
    processingDays: String(shipping.processingDays),
    cancelWindowHours: String(settings.cancellation.windowHours),
    cancelFeePercent: String(settings.cancellation.feeBasisPoints / 100),
    returnWindowDays: String(settings.returns.windowDays),
    storeCreditExpiryMonths: settings.storeCredit.expiryMonths === null ? "" : String(settings.storeCredit.expiryMonths),
    reviewRequestDays: String(settings.reviews.requestDelayDays),
    fitMinSignals: String(settings.fitAdvice.minSignals),
    holidays: holidaysText(settings.holidays),
  };
}

/** One holiday a line, as the owner reads and types them: "2027-01-26 Republic Day". */
export function holidaysText(holidays: readonly Holiday[]): string {
  return holidays.map((holiday) => `${holiday.date} ${holiday.name}`).join("\n");
}

/** The typed lines as holidays (blank lines skipped), or the first line that is not one. */
export function holidaysFromText(text: string): { holidays: Holiday[] } | { error: string } {
  const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
  if (lines.length > MAX_HOLIDAYS) return { error: `At most ${MAX_HOLIDAYS} holidays` };
  const holidays: Holiday[] = [];
  for (const line of lines) {
    const [date = "", ...words] = line.split(/\s+/);
    const name = words.join(" ");
    if (!isCalendarDate(date)) return { error: `"${line}": start with the date written YYYY-MM-DD, as in 2027-01-26 Republic Day` };
    if (!name) return { error: `"${line}": say what the day is, as in ${date} Diwali` };
    if (name.length > MAX_HOLIDAY_NAME) return { error: `"${line}": a holiday's name is at most ${MAX_HOLIDAY_NAME} characters` };
    if (holidays.some((holiday) => holiday.date === date)) return { error: `${date} is listed twice` };
    holidays.push({ date, name });
  }
  return { holidays };
}

/** Field keys as the form names them: "pickupPincode", "rates.special.firstSlab"... */
export function checkShippingForm(values: ShippingFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  if (!PIN.test(values.pickupPincode.trim())) errors.pickupPincode = "Pickup PIN must be a 6-digit PIN code";
  for (const zone of SHIPPING_ZONES) {
    for (const slab of ["firstSlab", "extraSlab"] as const) {
      const text = values.rates[zone][slab].trim();
      if (!RUPEES.test(text)) errors[`rates.${zone}.${slab}`] = text === "" ? "Rate is required" : "Rupees, with at most 2 decimals";
    }
  }
  const free = values.freeShippingThreshold.trim();
  if (free !== "" && !RUPEES.test(free)) errors.freeShippingThreshold = "Rupees, with at most 2 decimals, or blank";
  const days = values.processingDays.trim();
  if (!WHOLE.test(days) || Number(days) > 30) errors.processingDays = "A whole number of days from 0 to 30";
  const hours = values.cancelWindowHours.trim();
  if (!WHOLE.test(hours) || Number(hours) > 720) errors.cancelWindowHours = "A whole number of hours from 0 to 720";
  const fee = values.cancelFeePercent.trim();
  if (!RUPEES.test(fee) || Number(fee) > 10) errors.cancelFeePercent = "A percentage from 0 to 10, with at most 2 decimals";
  const window = values.returnWindowDays.trim();
  if (!WHOLE.test(window) || Number(window) > 90) errors.returnWindowDays = "A whole number of days from 0 to 90";
  const months = values.storeCreditExpiryMonths.trim();
  if (months !== "" && (!WHOLE.test(months) || Number(months) < 1 || Number(months) > 120)) errors.storeCreditExpiryMonths = "A whole number of months from 1 to 120, or blank";
  const reviewDays = values.reviewRequestDays.trim();
  if (!WHOLE.test(reviewDays) || Number(reviewDays) > 90) errors.reviewRequestDays = "A whole number of days from 0 to 90";
  const signals = values.fitMinSignals.trim();
  if (!WHOLE.test(signals) || Number(signals) < 1 || Number(signals) > 1000) errors.fitMinSignals = "A whole number of buyers from 1 to 1000";
  const holidays = holidaysFromText(values.holidays);
  if ("error" in holidays) errors.holidays = holidays.error;
  return errors;
}

export function requestFromForm(values: ShippingFormValues, version: number): SettingsRequest {
  return {
    version,
    shipping: {
      pickupPincode: values.pickupPincode.trim(),
      rates: Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, { firstSlab: Number(values.rates[zone].firstSlab), extraSlab: Number(values.rates[zone].extraSlab) }])) as SettingsRequest["shipping"]["rates"],
      freeShippingThreshold: values.freeShippingThreshold.trim() === "" ? null : Number(values.freeShippingThreshold),
      processingDays: Number(values.processingDays),
    },
    cancellation: { windowHours: Number(values.cancelWindowHours), feeBasisPoints: Math.round(Number(values.cancelFeePercent) * 100) },
    returns: { windowDays: Number(values.returnWindowDays) },
    storeCredit: { expiryMonths: values.storeCreditExpiryMonths.trim() === "" ? null : Number(values.storeCreditExpiryMonths) },
    reviews: { requestDelayDays: Number(values.reviewRequestDays) },
    fitAdvice: { minSignals: Number(values.fitMinSignals) },
    holidays: (() => {
      const read = holidaysFromText(values.holidays);
      return "holidays" in read ? read.holidays : [];
    })(),
  };
}
