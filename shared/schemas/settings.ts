import * as z from "zod";
import { PIN_PATTERN, SHIPPING_ZONES, type ShippingZone } from "../shipping/zones.js";
import { isCalendarDate, MAX_HOLIDAY_NAME, MAX_HOLIDAYS } from "../shipping/holidays.js";
import { knownFieldsOnly, numberInput } from "./known-fields.js";

// The shop's settings as the admin sends and reads them (DESIGN 10): amounts in rupees here,
// paise in the table (functions/settings/shop-settings.ts converts). Later sections (cancellation,
// returns, hold caps) join `shopSettingsSchema` as fields of their own.

const MAX_RATE_RUPEES = 10_000;
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function rupees(field: string, max: number) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: `${field} must be a number of rupees` })
      .min(0, `${field} cannot be negative`)
      .max(max, `${field} is at most ${max}`)
      .refine(twoDecimals, `${field} has at most 2 decimals`),
  );
}

const zoneRateSchema = (zone: ShippingZone) =>
  knownFieldsOnly(
    z.object({
      firstSlab: rupees(`shipping.rates.${zone}.firstSlab`, MAX_RATE_RUPEES),
      extraSlab: rupees(`shipping.rates.${zone}.extraSlab`, MAX_RATE_RUPEES),
    }),
    `rate of ${zone}`,
  );

const ratesSchema = knownFieldsOnly(
  z.object(Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, zoneRateSchema(zone)])) as Record<ShippingZone, ReturnType<typeof zoneRateSchema>>),
  "rates",
);

export const shippingSettingsSchema = knownFieldsOnly(
  z.object({
    pickupPincode: z.string({ error: "shipping.pickupPincode must be text" }).trim().regex(PIN_PATTERN, "shipping.pickupPincode must be a 6-digit PIN code"),
    rates: ratesSchema,
    /** Goods worth at least this ship free; null: never free. */
    freeShippingThreshold: z.preprocess((value) => (value === "" ? null : numberInput(value) ?? null), rupees("shipping.freeShippingThreshold", 1_000_000).nullable()),
    processingDays: z.preprocess(
      numberInput,
      z.number({ error: "shipping.processingDays must be a whole number" }).int("shipping.processingDays must be a whole number").min(0, "shipping.processingDays cannot be negative").max(30, "shipping.processingDays is at most 30"),
    ),
  }),
  "shipping settings",
);

const wholeNumber = (field: string, min: number, max: number, unit: string) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${field} must be a whole number of ${unit}` })
      .int(`${field} must be a whole number of ${unit}`)
      .min(min, `${field} is at least ${min}`)
      .max(max, `${field} is at most ${max}`),
  );

/** The shopper's own cancellation (issue 25): a window from payment and a fee in basis points (200 = 2%). */
export const cancellationSettingsSchema = knownFieldsOnly(
  z.object({
    windowHours: wholeNumber("cancellation.windowHours", 0, 720, "hours"),
    feeBasisPoints: wholeNumber("cancellation.feeBasisPoints", 0, 1_000, "basis points (200 = 2%)"),
  }),
  "cancellation settings",
);

export const returnSettingsSchema = knownFieldsOnly(
  z.object({
    windowDays: z.preprocess(
      numberInput,
      z.number({ error: "returns.windowDays must be a whole number" }).int("returns.windowDays must be a whole number").min(0, "returns.windowDays cannot be negative").max(90, "returns.windowDays is at most 90"),
    ),
  }),
  "return settings",
);

/** Store credit (issue 25): months it stays usable after it is given; null or empty: it does not expire. */
export const storeCreditSettingsSchema = knownFieldsOnly(
  z.object({
    expiryMonths: z.preprocess(
      (value) => (value === "" ? null : numberInput(value) ?? null),
      z
        .number({ error: "storeCredit.expiryMonths must be a whole number of months" })
        .int("storeCredit.expiryMonths must be a whole number of months")
        .min(1, "storeCredit.expiryMonths must be at least 1")
        .max(120, "storeCredit.expiryMonths is at most 120")
        .nullable(),
    ),
  }),
  "store credit settings",
);

/** Reviews (issue 27): days after delivery the review request goes out; 0 sends none. */
export const reviewSettingsSchema = knownFieldsOnly(z.object({ requestDelayDays: wholeNumber("reviews.requestDelayDays", 0, 90, "days") }), "review settings");

/** Fit advice (issue 46): the fewest buyers' signals a product's (or subcategory's) fit is told from. */
export const fitAdviceSettingsSchema = knownFieldsOnly(z.object({ minSignals: wholeNumber("fitAdvice.minSignals", 1, 1_000, "signals") }), "fit advice settings");

/** Background exports (issue 41): how many one person may start a day; one runs at a time whatever this says. */
export const exportSettingsSchema = knownFieldsOnly(z.object({ perDay: wholeNumber("exports.perDay", 1, 500, "exports") }), "export settings");

/** Gift cards (issue 45): months a card lasts (a year at least) and a custom amount's range, in rupees. */
export const giftCardSettingsSchema = knownFieldsOnly(
  z
    .object({
      validityMonths: wholeNumber("giftCards.validityMonths", 12, 120, "months"),
      customMin: wholeNumber("giftCards.customMin", 1, 1_00_000, "rupees"),
      customMax: wholeNumber("giftCards.customMax", 1, 1_00_000, "rupees"),
    })
    .refine((cards) => cards.customMin <= cards.customMax, { message: "giftCards.customMin must not be more than giftCards.customMax", path: ["customMin"] }),
  "gift card settings",
);

/** One day the shop does not work (issue 40): a real date and what it is. */
const holidaySchema = knownFieldsOnly(
  z.object({
    date: z
      .string({ error: "holidays: each date must be text written YYYY-MM-DD" })
      .trim()
      .refine(isCalendarDate, { error: (issue) => `holidays: ${String(issue.input)} is not a date written YYYY-MM-DD` }),
    name: z
      .string({ error: "holidays: each holiday needs a name" })
      .trim()
      .min(1, "holidays: each holiday needs a name")
      .max(MAX_HOLIDAY_NAME, `holidays: a holiday's name is at most ${MAX_HOLIDAY_NAME} characters`),
  }),
  "holiday",
);

/** The shop's holidays besides Sundays: no promised date falls on one. Kept in date order. */
export const holidaysSchema = z
  .array(holidaySchema, { error: "holidays must be a list of {date, name}" })
  .max(MAX_HOLIDAYS, `holidays can list at most ${MAX_HOLIDAYS} days`)
  .superRefine((holidays, ctx) => {
    const dates = holidays.map((holiday) => holiday.date);
    const twice = dates.find((date, index) => dates.indexOf(date) !== index);
    if (twice) ctx.addIssue({ code: "custom", message: `holidays lists ${twice} twice` });
  })
  .transform((holidays) => [...holidays].sort((a, b) => a.date.localeCompare(b.date)));

export const shopSettingsSchema = knownFieldsOnly(
  z.object({
    /** The version the form was loaded with (0 before the first save): a save over a newer one is refused. */
    version: z.number({ error: "version must be a whole number" }).int("version must be a whole number").min(0, "version cannot be negative"),
    shipping: shippingSettingsSchema,
    /** Left out by an older form: the stored terms stay as they are. */
    cancellation: cancellationSettingsSchema.optional(),
    /** Left out by a form from before returns: the saved ones stay. */
    returns: returnSettingsSchema.optional(),
    storeCredit: storeCreditSettingsSchema.optional(),
    reviews: reviewSettingsSchema.optional(),
    fitAdvice: fitAdviceSettingsSchema.optional(),
    exports: exportSettingsSchema.optional(),
    /** Left out by a form from before holidays: the saved ones stay. */
    holidays: holidaysSchema.optional(),
    giftCards: giftCardSettingsSchema.optional(),
  }),
  "settings",
);

export type ShippingSettingsInput = z.infer<typeof shippingSettingsSchema>;
export type CancellationSettingsInput = z.infer<typeof cancellationSettingsSchema>;
export type ShopSettingsInput = z.infer<typeof shopSettingsSchema>;
