// Papa Parse, loaded on the first CSV the admin reads or writes: 22 KB that every cold start of
// the API would otherwise load for screens shoppers never reach (tests/infra/lambda-bundles.test.ts).
export const loadPapa = async () => (await import("papaparse")).default;
