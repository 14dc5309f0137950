import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";

// The viewer's IP address for the API's throttles (functions/http/client-address.ts), set in the
// Router's viewer-request CloudFront Function. It replaces any such header the client sent, so a
// guesser cannot pose as many addresses. `event.viewer.ip` is CloudFront's word for the address.

/** The injected code: ES 5.1 statements, as movedPagesInjection. */
export function viewerAddressInjection(): string {
  return `event.request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };`;
}
