/**
 * The header that carries the shopper's own IP address to the API. The CDN's viewer-request
 * function and the local server set it, replacing whatever a client sent, so the throttles
 * count what the shopper cannot choose.
 */
export const VIEWER_ADDRESS_HEADER = "x-shop-viewer-address";
