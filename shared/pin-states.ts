// Which states a PIN code can belong to, by its first digits (India Post's postal regions;
// ../shared/REFERENCE.md "India Post PIN codes → states"). Regions overlap at their edges and some
// states were split after their PINs were given out, so a prefix names every state it can belong
// to, and only a clear mismatch is refused (issue 41): 110001 is Delhi, never Maharashtra.

type Range = { from: number; to: number; states: readonly string[] };

const UP_UK = ["Uttar Pradesh", "Uttarakhand"];
const NORTH_EAST = ["Arunachal Pradesh", "Assam", "Manipur", "Meghalaya", "Mizoram", "Nagaland", "Tripura"];

/** By the first two digits. */
const BY_TWO: readonly Range[] = [
  { from: 11, to: 11, states: ["Delhi"] },
  { from: 12, to: 13, states: ["Haryana"] },
  { from: 14, to: 16, states: ["Punjab"] },
  { from: 17, to: 17, states: ["Himachal Pradesh"] },
  { from: 18, to: 19, states: ["Jammu and Kashmir", "Ladakh"] },
  { from: 20, to: 28, states: UP_UK },
  { from: 30, to: 34, states: ["Rajasthan"] },
  { from: 36, to: 39, states: ["Gujarat"] },
  { from: 40, to: 44, states: ["Maharashtra"] },
  { from: 45, to: 48, states: ["Madhya Pradesh"] },
  { from: 49, to: 49, states: ["Chhattisgarh", "Madhya Pradesh"] },
  // Telangana was part of Andhra Pradesh until 2014; their PINs were not renumbered.
  { from: 50, to: 53, states: ["Telangana", "Andhra Pradesh"] },
  { from: 56, to: 59, states: ["Karnataka"] },
  { from: 60, to: 66, states: ["Tamil Nadu"] },
  { from: 67, to: 69, states: ["Kerala"] },
  { from: 70, to: 74, states: ["West Bengal"] },
  { from: 75, to: 77, states: ["Odisha"] },
  { from: 78, to: 79, states: NORTH_EAST },
  { from: 80, to: 85, states: ["Bihar", "Jharkhand"] },
];

/** Three-digit prefixes that also belong to another state or territory. */
const ALSO_BY_THREE: Readonly<Record<string, readonly string[]>> = {
  "160": ["Chandigarh"],
  "396": ["Dadra and Nagar Haveli and Daman and Diu"],
  "403": ["Goa"],
  "533": ["Puducherry"], // Yanam
  "605": ["Puducherry"],
  "609": ["Puducherry"], // Karaikal
  "673": ["Puducherry"], // Mahe
  "682": ["Lakshadweep"],
  "737": ["Sikkim"],
  "744": ["Andaman and Nicobar Islands"],
};

/**
 * The states a six-digit PIN can belong to, or undefined when its prefix names none (the Army
 * Post Office's 9xxxxx, or a prefix not given out): those are not judged here.
 */
export function statesOfPin(pin: string): readonly string[] | undefined {
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  const two = Number(pin.slice(0, 2));
  const range = BY_TWO.find((r) => two >= r.from && two <= r.to);
  if (!range) return undefined;
  return [...range.states, ...(ALSO_BY_THREE[pin.slice(0, 3)] ?? [])];
}

/** Why this PIN cannot be in this state (both as the shop spells them), or undefined when it can. */
export function pinStateMismatch(pin: string, state: string): string | undefined {
  const states = statesOfPin(pin);
  if (!states || states.includes(state)) return undefined;
  const named = states.length === 1 ? states[0] : `${states.slice(0, -1).join(", ")} or ${states.at(-1)}`;
  return `Pincode ${pin} is not in ${state}: it belongs to ${named}. Check the pincode and the state.`;
}
