import type { FilterPattern } from "../../cloud/stream-subscriptions.js";

// How Lambda's event source mapping judges a DynamoDB stream record against a subscription's
// filter patterns (the pattern syntax Lambda documents for event filtering): a record passes when
// any one pattern matches; a pattern's field matches when the record's value is one of the listed
// values, starts with a listed `{ prefix }`, is present or absent as `{ exists }` says, or is none
// of `{ "anything-but": [...] }`; nested objects match field by field.

type Option = string | number | boolean | null | { prefix: string } | { exists: boolean } | { "anything-but": unknown[] };

function optionMatches(option: Option, actual: unknown): boolean {
  if (option === null || typeof option !== "object") return actual === option;
  if ("prefix" in option) return typeof actual === "string" && actual.startsWith(option.prefix);
  if ("exists" in option) return (actual !== undefined) === option.exists;
  return actual !== undefined && !option["anything-but"].includes(actual);
}

function matches(pattern: FilterPattern, value: unknown): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    if (Array.isArray(expected)) return (expected as Option[]).some((option) => optionMatches(option, actual));
    return matches(expected as FilterPattern, actual);
  });
}

export function passesFilters(filters: readonly FilterPattern[], record: unknown): boolean {
  return filters.some((pattern) => matches(pattern, record));
}
