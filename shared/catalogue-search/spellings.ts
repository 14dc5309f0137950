// How shoppers in India spell what the shop sells, mapped to the one spelling the index keeps
// (issue 17). Typing mistakes beyond these are left to the search's fuzzy matching; these are the
// spellings too far apart for it ("sari" and "saree" are two edits apart in four letters).
const VARIANTS: Record<string, readonly string[]> = {
  saree: ["sari", "saari", "saaree", "sadi", "saaree"],
  banarasi: ["banarsi", "benarasi", "benarsi", "banarasee", "banaras", "benaras", "varanasi"],
  lehenga: ["lehnga", "lehanga", "lahenga", "lengha", "lehga", "ghagra", "ghaghra", "chaniya"],
  kurta: ["kurtha", "kurti", "kurtaa"],
  chanderi: ["chandheri", "chandari", "chanderee"],
  kanjeevaram: ["kanjivaram", "kanjeevaram", "kanchipuram", "kancheepuram", "kanchivaram", "kanjeevram"],
  anarkali: ["anarkalli", "anarkaly"],
  chikankari: ["chikan", "chikenkari", "chickenkari"],
  bandhani: ["bandhej", "bandini", "bandhni"],
  leheriya: ["lehariya", "leheria", "laheriya"],
  dupatta: ["dupata", "duppata", "chunni", "chunri"],
  sharara: ["sarara"],
  georgette: ["georgete", "jorjet", "georgett"],
  zari: ["jari"],
  mulmul: ["malmal"],
  // Colours in Hindi, as many shoppers type them.
  red: ["lal", "laal"],
  blue: ["neela", "nila"],
  green: ["hara", "hari"],
  yellow: ["peela", "pila"],
  pink: ["gulabi"],
  black: ["kala", "kaala"],
  white: ["safed", "safaid"],
};

const CANONICAL = new Map<string, string>(Object.entries(VARIANTS).flatMap(([canonical, variants]) => variants.map((variant) => [variant, canonical] as const)));

/** A word as the index keeps it: lower case, without accents, singular, in the shop's spelling. */
export function normaliseWord(word: string): string {
  const plain = word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const direct = CANONICAL.get(plain);
  if (direct) return direct;
  const singular = plain.endsWith("sses") ? plain.slice(0, -2) : plain.length > 3 && plain.endsWith("s") && !plain.endsWith("ss") ? plain.slice(0, -1) : plain;
  return CANONICAL.get(singular) ?? singular;
}
