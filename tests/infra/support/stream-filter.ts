// How Lambda's event source mapping judges a DynamoDB stream record against a subscription's
// filter patterns (the EventBridge pattern syntax Lambda documents for event filtering): a record
// passes when any one pattern matches; a pattern's field matches when the record's value is one of
// the listed values or starts with a listed `{ prefix }`; nested objects match field by field.

type Pattern = { [field: string]: Pattern | ReadonlyArray<string | { prefix: string }> };

function matches(pattern: Pattern, value: unknown): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    if (Array.isArray(expected)) {
      return typeof actual === "string" && expected.some((option: string | { prefix: string }) => (typeof option === "string" ? option === actual : actual.startsWith(option.prefix)));
    }
    return matches(expected as Pattern, actual);
  });
}

export function passesFilters(filters: readonly unknown[], record: unknown): boolean {
  return filters.some((pattern) => matches(pattern as Pattern, record));
}
