import { randomBytes } from "node:crypto";

/**
 * A WhatsApp message id as Meta writes them: "wamid." and base64 of an encoded record naming the
 * number (so they run to about 60 characters and may end in "="). Opaque: only compare them.
 */
export function wamid(waId: string): string {
  const record = Buffer.concat([Buffer.from([0x18, waId.length]), Buffer.from(waId, "ascii"), Buffer.from([0x15, 0x02, 0x00, 0x11, 0x18, 0x14]), Buffer.from(randomBytes(10).toString("hex").toUpperCase(), "ascii"), Buffer.from([0x00])]);
  return `wamid.${record.toString("base64")}`;
}
