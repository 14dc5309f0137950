/**
 * The addresses test harnesses send from (in-process requests carry none; a local server sees
 * loopback): the per-source limits leave them alone, so a suite's hundreds of sign-ups and
 * checkouts measure the shop. The limits' own tests send other addresses.
 */
export const TEST_EXEMPT_SOURCES = "unknown,127.0.0.1,::1,::ffff:127.0.0.1";
