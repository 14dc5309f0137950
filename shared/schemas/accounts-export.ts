import * as z from "zod";
import { datesBetween } from "../shop-calendar.js";

const day = (field: string) =>
  z
    .string({ error: `${field} is required, as a date like 2026-04-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-04-01`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${field} is not a date in the calendar`);

/** The longest range one export covers: a financial year, with room for a leap day. */
export const MAX_EXPORT_DAYS = 366;

/** A range's days: the first and the last, both included. */
export const rangeFields = { from: day("from"), to: day("to") };

/** The range's own rules: in order, and no longer than an export may be. */
export const withRangeRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((range) => range.to >= range.from, "to must be on or after from")
    .refine((range) => range.to < range.from || datesBetween(range.from, range.to).length <= MAX_EXPORT_DAYS, `Export at most ${MAX_EXPORT_DAYS} days at once`);
