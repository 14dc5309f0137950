import { DEFAULT_CANCELLATION_TERMS, type CancellationTerms } from "../../shared/cancellation.js";
import { defaultHolidays, isCalendarDate, type Holiday } from "../../shared/shipping/holidays.js";
import { DEFAULT_MIN_SIGNALS } from "../../shared/fit-advice/min-signals.js";
import { DEFAULT_STAFF_LIMITS, type StaffLimits } from "../../shared/staff-limits.js";
import type { ShippingRates, ZoneRate } from "../../shared/shipping/charges.js";
import { SHIPPING_ZONES, type ShippingZone } from "../../shared/shipping/zones.js";
import type { Repositories } from "../data/repositories.js";
import type { LabelledAction } from "../data/transact.js";
import { conflict } from "../errors.js";

// The owner's settings, read through this one module: what is stored, section by section, over
// the defaults below, so a shop that never opened the Settings page still ships and charges.

export interface ShippingSettings extends ShippingRates {
  /** Where the courier picks parcels up: the zone of every parcel starts here. */
  pickupPincode: string;
  /** Working days between payment and the parcel leaving (the policy's "processed in 2-3 business days"). */
  processingDays: number;
}

/** Returns and exchanges (issue 25): how long after delivery a shopper may ask. */
export interface ReturnSettings {
  windowDays: number;
}

export interface StoreCreditSettings {
  /** Months credit stays usable after it is given; null (the default): it does not expire. */
  expiryMonths: number | null;
}

/** Reviews (issue 27): days after delivery the shopper is asked for a review; 0 asks nobody. */
export interface ReviewSettings {
  requestDelayDays: number;
}

/** Fit advice (issue 46): how many buyers' signals a fit is told from. */
export interface FitAdviceSettings {
  minSignals: number;
}

/** Gift cards (issue 45): how long a card lasts, and the range of a custom amount. */
export interface GiftCardSettings {
  /** Months a card stays usable from issue: at least 12 (the market's norm, and the least the shop promises). */
  validityMonths: number;
  customMinPaise: number;
  customMaxPaise: number;
}

/** Background exports (issue 41): how many one person may start in a shop day (one runs at a time). */
export interface ExportSettings {
  perDay: number;
}

export interface ShopSettings {
  shipping: ShippingSettings;
  /** The shopper's own cancellation: hours from payment, fee in basis points (docs/after-the-sale.md). */
  cancellation: CancellationTerms;
  returns: ReturnSettings;
  /** Absent in a save that does not send it: what is stored stays. */
  storeCredit?: StoreCreditSettings;
  /** Absent in a save that does not send it: what is stored stays. */
  reviews?: ReviewSettings;
  /** What staff and managers pay out a day without the owner (issue 39); saved from the Staff screen. */
  staffLimits?: StaffLimits;
  /** Absent in a save that does not send it: what is stored stays. */
  exports?: ExportSettings;
  /** The days besides Sundays the shop does not work (issue 40); absent in a save that does not send them. */
  holidays?: Holiday[];
  /** Absent in a save that does not send it: what is stored stays. */
  giftCards?: GiftCardSettings;
  /** Absent in a save that does not send it: what is stored stays. */
  fitAdvice?: FitAdviceSettings;
}

export interface SettingsRead extends ShopSettings {
  storeCredit: StoreCreditSettings;
  reviews: ReviewSettings;
  staffLimits: StaffLimits;
  exports: ExportSettings;
  holidays: Holiday[];
  giftCards: GiftCardSettings;
  fitAdvice: FitAdviceSettings;
  /** 0 until the owner first saves. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

const rate = (firstRupees: number, extraRupees: number): ZoneRate => ({ firstSlabPaise: firstRupees * 100, extraSlabPaise: extraRupees * 100 });

/** Rates close to an aggregator's retail card for a 500 g slab; the demo shop picks up in Jaipur (302003). */
export const DEFAULT_SETTINGS: ShopSettings = {
  shipping: {
    pickupPincode: "302003",
    rates: {
      withinCity: rate(40, 30),
      withinState: rate(55, 40),
      metroToMetro: rate(65, 50),
      restOfIndia: rate(75, 60),
      special: rate(110, 90),
    },
    freeAbovePaise: null,
    processingDays: 2,
  },
  cancellation: DEFAULT_CANCELLATION_TERMS,
  // The policy page: "within 7 days of delivery for store credit or exchange".
  returns: { windowDays: 7 },
  storeCredit: { expiryMonths: null },
  // Time to wear it once or twice, before the return window's talk is forgotten.
  reviews: { requestDelayDays: 10 },
  staffLimits: DEFAULT_STAFF_LIMITS,
  // A day's work with the catalogue in a spreadsheet (export, edit, import, export again) stays
  // well inside it; a script starting exports without end does not.
  exports: { perDay: 20 },
  // A year, as most Indian shops give; a custom card from ₹500 (a small gift) to ₹50,000.
  giftCards: { validityMonths: 12, customMinPaise: 50_000, customMaxPaise: 5_000_000 },
  fitAdvice: { minSignals: DEFAULT_MIN_SIGNALS },
};

/** A stored shipping section over the defaults: a zone missing from an older save keeps its default. */
function shippingOver(stored: unknown): ShippingSettings {
  const base = DEFAULT_SETTINGS.shipping;
  if (typeof stored !== "object" || stored === null) return base;
  const saved = stored as Partial<ShippingSettings>;
  const rates = Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, saved.rates?.[zone] ?? base.rates[zone]])) as Record<ShippingZone, ZoneRate>;
  return {
    pickupPincode: saved.pickupPincode ?? base.pickupPincode,
    rates,
    freeAbovePaise: saved.freeAbovePaise === undefined ? base.freeAbovePaise : saved.freeAbovePaise,
    processingDays: saved.processingDays ?? base.processingDays,
  };
}

/** A stored cancellation section over the defaults. */
function cancellationOver(stored: unknown): CancellationTerms {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<CancellationTerms>) : {};
  const base = DEFAULT_CANCELLATION_TERMS;
  return { windowHours: saved.windowHours ?? base.windowHours, feeBasisPoints: saved.feeBasisPoints ?? base.feeBasisPoints };
}

function returnsOver(stored: unknown): ReturnSettings {
  const saved = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<ReturnSettings>;
  return { windowDays: saved.windowDays ?? DEFAULT_SETTINGS.returns.windowDays };
}

function storeCreditOver(stored: unknown): StoreCreditSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<StoreCreditSettings>) : {};
  return { expiryMonths: typeof saved.expiryMonths === "number" ? saved.expiryMonths : null };
}

function reviewsOver(stored: unknown): ReviewSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<ReviewSettings>) : {};
  return { requestDelayDays: typeof saved.requestDelayDays === "number" ? saved.requestDelayDays : DEFAULT_SETTINGS.reviews!.requestDelayDays };
}

function staffLimitsOver(stored: unknown): StaffLimits {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<StaffLimits>) : {};
  const paise = (value: unknown, fallback: number) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback);
  return { staffPaise: paise(saved.staffPaise, DEFAULT_STAFF_LIMITS.staffPaise), managerPaise: paise(saved.managerPaise, DEFAULT_STAFF_LIMITS.managerPaise) };
}

function exportsOver(stored: unknown): ExportSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<ExportSettings>) : {};
  return { perDay: typeof saved.perDay === "number" && Number.isSafeInteger(saved.perDay) && saved.perDay >= 1 ? saved.perDay : DEFAULT_SETTINGS.exports!.perDay };
}

function giftCardsOver(stored: unknown): GiftCardSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<GiftCardSettings>) : {};
  const base = DEFAULT_SETTINGS.giftCards!;
  const whole = (value: unknown, least: number, fallback: number) => (typeof value === "number" && Number.isSafeInteger(value) && value >= least ? value : fallback);
  return {
    validityMonths: whole(saved.validityMonths, 12, base.validityMonths),
    customMinPaise: whole(saved.customMinPaise, 100, base.customMinPaise),
    customMaxPaise: whole(saved.customMaxPaise, 100, base.customMaxPaise),
  };
}

function fitAdviceOver(stored: unknown): FitAdviceSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Partial<FitAdviceSettings>) : {};
  return { minSignals: typeof saved.minSignals === "number" && Number.isSafeInteger(saved.minSignals) && saved.minSignals >= 1 ? saved.minSignals : DEFAULT_MIN_SIGNALS };
}

/**
 * The stored holidays, or, until she saves her own, India's national holidays from this year on
 * (shared/shipping/holidays.ts). An empty list she saved stays empty: she works every day but Sunday.
 */
function holidaysOver(stored: unknown): Holiday[] {
  if (!Array.isArray(stored)) return defaultHolidays(new Date().getUTCFullYear());
  return stored.filter((day): day is Holiday => typeof day === "object" && day !== null && typeof day.date === "string" && isCalendarDate(day.date) && typeof day.name === "string");
}

/** The holidays as dates: what the delivery promise skips. */
export const holidayDates = (settings: Pick<SettingsRead, "holidays">) => settings.holidays.map((holiday) => holiday.date);

export async function readSettings(repos: Pick<Repositories, "settings">): Promise<SettingsRead> {
  const stored = await repos.settings.get();
  return {
    shipping: shippingOver(stored?.sections.shipping),
    cancellation: cancellationOver(stored?.sections.cancellation),
    returns: returnsOver(stored?.sections.returns),
    storeCredit: storeCreditOver(stored?.sections.storeCredit),
    reviews: reviewsOver(stored?.sections.reviews),
    staffLimits: staffLimitsOver(stored?.sections.staffLimits),
    exports: exportsOver(stored?.sections.exports),
    holidays: holidaysOver(stored?.sections.holidays),
    giftCards: giftCardsOver(stored?.sections.giftCards),
    fitAdvice: fitAdviceOver(stored?.sections.fitAdvice),
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

export const SETTINGS_CHANGED = "The settings were changed by someone else meanwhile. Reload the page to see them, then make your change again.";

/**
 * Saves the whole of the sections given, over what is stored; refused if another save came first.
 * `alongside` gets the settings before and after, for writes that go with the save (the audit entry).
 */
export async function saveSettings(
  repos: Pick<Repositories, "settings">,
  next: Partial<ShopSettings>,
  fromVersion: number,
  by: string,
  alongside: (before: SettingsRead, after: Partial<ShopSettings>) => LabelledAction[] = () => [],
): Promise<SettingsRead> {
  const stored = await repos.settings.get();
  if ((stored?.version ?? 0) !== fromVersion) throw conflict(SETTINGS_CHANGED);
  const before = await readSettings(repos);
  const saved = await repos.settings.save({ ...(stored?.sections ?? {}), ...next }, fromVersion, by, alongside(before, next));
  if (!saved) throw conflict(SETTINGS_CHANGED);
  return readSettings(repos);
}
