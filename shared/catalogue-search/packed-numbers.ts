// A column of whole numbers (0 or more) as base64 of 1, 2 or 4 bytes each, the fewest that hold
// the largest: a head's lengths and places parse as one string rather than an array of numbers.
// Pure (atob and btoa, in browsers and Node alike); the bytes are read in the machine's order,
// little-endian everywhere the shop runs.

export interface PackedNumbers {
  bytes: 1 | 2 | 4;
  base64: string;
}

export function packNumbers(values: readonly number[]): PackedNumbers {
  const largest = values.reduce((max, value) => Math.max(max, value), 0);
  const bytes = largest < 2 ** 8 ? 1 : largest < 2 ** 16 ? 2 : 4;
  const typed = bytes === 1 ? Uint8Array.from(values) : bytes === 2 ? Uint16Array.from(values) : Uint32Array.from(values);
  const raw = new Uint8Array(typed.buffer);
  let binary = "";
  for (let at = 0; at < raw.length; at += 0x8000) binary += String.fromCharCode(...raw.subarray(at, at + 0x8000));
  return { bytes, base64: btoa(binary) };
}

export function unpackNumbers(packed: PackedNumbers): Uint8Array | Uint16Array | Uint32Array {
  const binary = atob(packed.base64);
  const raw = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) raw[at] = binary.charCodeAt(at);
  return packed.bytes === 1 ? raw : packed.bytes === 2 ? new Uint16Array(raw.buffer) : new Uint32Array(raw.buffer);
}
