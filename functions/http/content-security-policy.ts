/**
 * The policy for the shop's pages. Scripts come from the shop and Razorpay's checkout only;
 * Razorpay's window runs in its frames; nothing may frame the shop. Product images may be
 * on any https host (admins paste image URLs), but images cannot run code.
 */
export function contentSecurityPolicy(checkoutScriptUrl: string, photoUploadOrigin?: string): string {
  const checkout = new URL(checkoutScriptUrl).origin;
  const razorpayCloud = checkout === "https://checkout.razorpay.com";
  // The real checkout talks to api.razorpay.com from its frames; the local emulator answers itself.
  const razorpayHosts = razorpayCloud ? [checkout, "https://api.razorpay.com"] : [checkout];
  return [
    "default-src 'self'",
    `script-src 'self' ${razorpayHosts.join(" ")}`,
    // Photo uploads go from the admin's browser straight to the media bucket.
    `connect-src 'self' ${[...razorpayHosts, ...(photoUploadOrigin ? [photoUploadOrigin.replace(/\/+$/, "")] : [])].join(" ")}`,
    `frame-src ${razorpayHosts.join(" ")}`,
    // blob: the admin's look at a return's private photos and video, fetched with her session.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    // React style attributes and the checkout window's own styles.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every page of the shop carries: sent by the local server, and added at the edge in the
 * cloud (infra/cloud/page-headers.ts), both from here. HSTS is what the API's own headers say
 * (Hono's secure-headers default); browsers ignore it over plain http, as on localhost.
 */
export function pageSecurityHeaders(checkoutScriptUrl: string, photoUploadOrigin?: string): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
    "Content-Security-Policy": contentSecurityPolicy(checkoutScriptUrl, photoUploadOrigin),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
}
