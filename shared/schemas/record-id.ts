/**
 * Whether a path segment could be one of the shop's record ids. Anything else cannot name a
 * record, so it is answered as not found without a database read (and a 5 KB "id" never reaches
 * DynamoDB's key size limit as a 500).
 */
export function isPlausibleId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
