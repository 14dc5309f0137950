import type { ShippingZone } from "../../shared/shipping/zones.js";
import type { ShopSettingsInput } from "../../shared/schemas/settings.js";
import { paiseFromRupees, rupees } from "../http/rupees-edge.js";
import type { SettingsRead, ShopSettings } from "./shop-settings.js";

/** The settings as the admin reads them: rupees, zone by zone. */
export function settingsJson(settings: SettingsRead) {
  const { shipping } = settings;
  return {
    version: settings.version,
    updatedAt: settings.updatedAt,
    updatedBy: settings.updatedBy,
    shipping: {
      pickupPincode: shipping.pickupPincode,
      rates: Object.fromEntries(
        Object.entries(shipping.rates).map(([zone, rate]) => [zone, { firstSlab: rupees(rate.firstSlabPaise), extraSlab: rupees(rate.extraSlabPaise) }]),
      ) as Record<ShippingZone, { firstSlab: number; extraSlab: number }>,
      freeShippingThreshold: shipping.freeAbovePaise === null ? null : rupees(shipping.freeAbovePaise),
      processingDays: shipping.processingDays,
    },
    cancellation: { ...settings.cancellation },
    returns: { windowDays: settings.returns.windowDays },
    storeCredit: { expiryMonths: settings.storeCredit.expiryMonths },
    reviews: { requestDelayDays: settings.reviews.requestDelayDays },
    fitAdvice: { minSignals: settings.fitAdvice.minSignals },
    exports: { perDay: settings.exports.perDay },
    holidays: settings.holidays.map((holiday) => ({ ...holiday })),
    giftCards: { validityMonths: settings.giftCards.validityMonths, customMin: rupees(settings.giftCards.customMinPaise), customMax: rupees(settings.giftCards.customMaxPaise) },
  };
}

/** The admin's rupees, as the table keeps them: paise; a section the form left out keeps `current`. */
export function settingsFromInput(input: ShopSettingsInput, current: ShopSettings): ShopSettings {
  const { shipping } = input;
  return {
    cancellation: input.cancellation ?? current.cancellation,
    returns: input.returns ? { windowDays: input.returns.windowDays } : current.returns,
    shipping: {
      pickupPincode: shipping.pickupPincode,
      rates: Object.fromEntries(
        Object.entries(shipping.rates).map(([zone, rate]) => [zone, { firstSlabPaise: paiseFromRupees(rate.firstSlab), extraSlabPaise: paiseFromRupees(rate.extraSlab) }]),
      ) as ShopSettings["shipping"]["rates"],
      freeAbovePaise: shipping.freeShippingThreshold === null ? null : paiseFromRupees(shipping.freeShippingThreshold),
      processingDays: shipping.processingDays,
    },
    ...(input.storeCredit && { storeCredit: { expiryMonths: input.storeCredit.expiryMonths } }),
    ...(input.reviews && { reviews: { requestDelayDays: input.reviews.requestDelayDays } }),
    ...(input.fitAdvice && { fitAdvice: { minSignals: input.fitAdvice.minSignals } }),
    ...(input.exports && { exports: { perDay: input.exports.perDay } }),
    ...(input.giftCards && {
      giftCards: { validityMonths: input.giftCards.validityMonths, customMinPaise: paiseFromRupees(input.giftCards.customMin), customMaxPaise: paiseFromRupees(input.giftCards.customMax) },
    }),
    ...(input.holidays && { holidays: input.holidays.map((holiday) => ({ date: holiday.date, name: holiday.name })) }),
  };
}
