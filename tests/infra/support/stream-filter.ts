// The filter matching the local stream pump applies, as Lambda's event source mapping does
// (infra/local/stream-pump/filter-criteria.ts): the config tests judge the declared patterns with it.
export { passesFilters } from "../../../infra/local/stream-pump/filter-criteria.js";
