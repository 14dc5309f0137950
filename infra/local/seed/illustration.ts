// Flat-fashion SVG illustrations for the demo catalogue (docs/decisions.md section 2: demo images must
// work offline). Pure string building: the same input always gives the same bytes, so the
// committed files only change when the drawing code does.

export type IllustrationKind = "dress" | "saree" | "custom";

export interface IllustrationSpec {
  /** The product name, used as the SVG's <title>. */
  title: string;
  kind: IllustrationKind;
  /** A colour name of the product form (Red, Blue, ...). */
  color: string;
  /** A pattern name of the product form (Solid, Printed, ...). */
  pattern: string;
  /** 0 the front view, 1 a close-up of the bodice, 2 an alternate view (hanger, folded, mirrored). */
  variant: number;
  silhouette?: string;
  length?: string;
  sleeve?: string;
  neck?: string;
}

/** The product fields an illustration reads. */
export interface IllustratedProduct {
  name: string;
  subcategory: string;
  color: string;
  pattern: string;
  silhouette?: string;
  length?: string;
  sleeve_type?: string;
  neck_type?: string;
}

const COLOURS: Record<string, string> = {
  Red: "#b8343a",
  Blue: "#2f5a9a",
  Green: "#2f7a5a",
  Pink: "#d86a93",
  Black: "#2a2a33",
  Gold: "#c99a35",
  Maroon: "#7a1f2e",
  Purple: "#6a3d8f",
};
const FALLBACK_COLOUR = "#8a6a5a";

/** Soft backdrops; the variant shifts the pick so the images of one product differ. */
const BACKDROPS = ["#f6eee4", "#f4e8ee", "#e9f0eb", "#ecedf5", "#f6efd9", "#efe9f4"];

const FORM = "#e6dacb";
const FORM_SHADE = "#cbbba8";
const WOOD = "#8a6f5c";
const ZARI = "#e2b84e";

export function illustrationKind(subcategory: string): IllustrationKind {
  const name = subcategory.trim().toLowerCase();
  if (name === "saree") return "saree";
  if (name === "dress") return "dress";
  return "custom";
}

export function illustrationFor(product: IllustratedProduct, variant: number): IllustrationSpec {
  return {
    title: product.name,
    kind: illustrationKind(product.subcategory),
    color: product.color,
    pattern: product.pattern,
    variant,
    silhouette: product.silhouette,
    length: product.length,
    sleeve: product.sleeve_type,
    neck: product.neck_type,
  };
}

// ---- colour arithmetic -------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}

const shade = (c: string, t: number) => mix(c, "#000000", t);
const tint = (c: string, t: number) => mix(c, "#ffffff", t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** FNV-1a: a stable small hash, so a product keeps its backdrop across runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** Mirrors absolute "x y" pairs about the vertical centre line, for the garment's right half. */
function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${600 - Number(x)} ${y}`);
}

// ---- palette and pattern overlays ----------------------------------------------------------

interface Palette {
  base: string;
  dark: string;
  /** The pattern's ink: lighter on dark cloth, darker on light cloth. */
  ink: string;
  /** Zari (gold thread); on gold cloth the work is done in maroon so it still shows. */
  accent: string;
}

function palette(color: string): Palette {
  const base = COLOURS[color] ?? FALLBACK_COLOUR;
  return {
    base,
    dark: shade(base, 0.3),
    ink: luminance(base) > 0.5 ? shade(base, 0.35) : tint(base, 0.45),
    accent: color === "Gold" ? "#7a1f2e" : ZARI,
  };
}

function patternDef(pattern: string, p: Palette): string {
  const tile = (size: number, body: string) =>
    `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  switch (pattern) {
    case "Printed":
      return tile(28, `<circle cx="7" cy="7" r="3.5" fill="${p.ink}"/><rect x="17" y="17" width="7" height="7" fill="${p.ink}" opacity=".7"/>`);
    case "Embroidered":
      return tile(
        40,
        `<g fill="${p.ink}"><circle cx="20" cy="14" r="3"/><circle cx="26" cy="20" r="3"/><circle cx="20" cy="26" r="3"/><circle cx="14" cy="20" r="3"/><circle r="2"/><circle cx="40" r="2"/><circle cy="40" r="2"/><circle cx="40" cy="40" r="2"/></g><circle cx="20" cy="20" r="2.2" fill="${p.accent}"/>`,
      );
    case "Zari Work":
      return tile(34, `<path d="M17 11l4 6-4 6-4-6z" fill="${p.accent}"/>`);
    case "Traditional Motifs":
      return tile(
        48,
        `<g fill="${p.ink}"><path d="M15 38c-8 0-11-9-6-14 4-4 12-4 15-13 4 10 1 21-4 25-2 1-3 2-5 2z"/><path d="M39 14c-5 0-7-6-4-9 3-3 8-3 10-9 3 7 0 14-3 16l-3 2z" opacity=".7"/></g><circle cx="14" cy="30" r="2.4" fill="${p.accent}"/>`,
      );
    default:
      return "";
  }
}

/** The cloth: a base fill plus the pattern overlay, both through one shared path. */
function cloth(id: string, p: Palette, patterned: boolean): string {
  return `<use href="#${id}" fill="${p.base}"/>${patterned ? `<use href="#${id}" fill="url(#p)"/>` : ""}`;
}

// ---- garment pieces ----------------------------------------------------------------------

const HEM_Y: Record<string, number> = { "Knee Length": 560, "Calf Length": 640, "Ankle Length": 712 };

function hemHalfWidth(silhouette: string | undefined, hemY: number): number {
  const long = (hemY - 560) / 152; // 0 at the knee, 1 at the ankle
  switch (silhouette) {
    case "Straight":
      return Math.round(72 + 18 * long);
    case "Traditional":
      return Math.round(168 + 44 * long);
    case "Mermaid":
      return Math.round(110 + 40 * long);
    default:
      return Math.round(118 + 42 * long);
  }
}

/** The dress or kurta body with sleeves as one path, so a single clip and pattern cover it. */
function bodyPath(silhouette: string | undefined, hemY: number, sleeve: string | undefined): { d: string; hw: number } {
  const hw = hemHalfWidth(silhouette, hemY);
  const right =
    silhouette === "Mermaid"
      ? { c1: "356 450", c2: `316 ${hemY - 110}` }
      : { c1: "356 380", c2: `${300 + hw - 12} ${hemY - 70}` };
  const half = `M226 204 L268 192 L332 192 L374 204 L364 262 L350 340 C${right.c1} ${right.c2} ${300 + hw} ${hemY}`;
  const hem = ` Q300 ${hemY + 18} ${300 - hw} ${hemY}`;
  const back = mirror(`C${right.c2} ${right.c1} 350 340 L364 262`) + " Z";
  const sleeves: Record<string, string> = {
    "Cap Sleeve": "M226 204 L204 248 Q220 258 238 256 Z",
    "Half Sleeve": "M226 204 L192 300 Q210 312 228 308 L238 258 Z",
    "Full Sleeve": "M226 204 L190 300 L182 430 Q196 438 210 434 L218 320 L238 258 Z",
  };
  const s = sleeve ? sleeves[sleeve] : undefined;
  return { d: half + hem + " " + back + (s ? ` ${s} ${mirror(s)}` : ""), hw };
}

const NECKS: Record<string, string> = {
  "V-Neck": "M268 192 L300 258 L332 192 Z",
  "Square Neck": "M270 193 L270 236 L330 236 L330 193 Z",
  Sweetheart: "M266 194 L268 232 Q284 250 300 236 Q316 250 332 232 L334 194 Z",
};
const ROUND_NECK = "M268 192 Q300 238 332 192 Z";

function neckline(neck: string | undefined, fill: string, trim?: string): string {
  const d = (neck && NECKS[neck]) ?? ROUND_NECK;
  return `<path d="${d}" fill="${fill}"${trim ? ` stroke="${trim}" stroke-width="4"` : ""}/>`;
}

/** A hem band drawn along the hem curve and clipped to the cloth, plus a fine line above it. */
function hemBorder(hw: number, hemY: number, colour: string, wide: boolean): string {
  const line = `M${300 - hw + 6} ${hemY - 22} Q300 ${hemY - 4} ${300 + hw - 6} ${hemY - 22}`;
  return (
    `<path d="M${300 - hw} ${hemY} Q300 ${hemY + 18} ${300 + hw} ${hemY}" stroke="${colour}" stroke-width="${wide ? 26 : 14}" fill="none" clip-path="url(#c)"/>` +
    (wide ? `<path d="${line}" stroke="${colour}" stroke-width="3" fill="none"/>` : "")
  );
}

function folds(hw: number, hemY: number, colour: string): string {
  const left = `M282 352 Q${300 - hw * 0.3} ${Math.round(hemY * 0.7)} ${300 - Math.round(hw * 0.45)} ${hemY + 6}`;
  return `<path d="${left} ${mirror(left)}" stroke="${colour}" stroke-width="3" fill="none" opacity=".25"/>`;
}

// A tailor's dress form on a wooden stand; the torso shows where a saree or choli leaves the midriff bare.
const STAND = `<ellipse cx="300" cy="748" rx="120" ry="12" fill="#000" opacity=".07"/><rect x="295" y="520" width="10" height="222" fill="${WOOD}"/><ellipse cx="300" cy="742" rx="64" ry="10" fill="${shade(WOOD, 0.2)}"/>`;
const FORM_TORSO = `<rect x="286" y="136" width="28" height="64" fill="${FORM_SHADE}"/><ellipse cx="300" cy="136" rx="22" ry="8" fill="${WOOD}"/><path d="M286 186 L314 186 Q330 196 376 204 L362 262 Q346 300 348 342 L252 342 Q254 300 238 262 L224 204 Q270 196 286 186 Z" fill="${FORM}"/>`;

/** A garment drawing: what goes in <defs> and what is painted. */
interface Figure {
  defs: string;
  body: string;
}

function tapeMeasure(): string {
  // The tailor's tape marks the made-to-measure pieces.
  const d = "M284 186 C276 236 268 330 262 424 M316 186 C326 236 334 306 340 404";
  return `<path d="${d}" stroke="#efc75a" stroke-width="12" fill="none"/><path d="${d}" stroke="#6b5a3a" stroke-width="12" stroke-dasharray="1.5 7" fill="none" opacity=".5"/>`;
}

const BLOUSE =
  "M226 204 L268 192 Q300 222 332 192 L374 204 L396 262 Q384 270 368 268 L362 282 Q300 296 238 282 L232 268 Q216 270 204 262 Z";
const PALLU_ACROSS = "M362 319 L328 351 L201 219 L235 187 Z";
const PALLU_HANGING = "M206 204 L240 198 L222 612 L162 600 Z";

function blouseColour(color: string, p: Palette): string {
  if (color === "Gold") return "#7a1f2e";
  if (color === "Black") return "#b8862f";
  return shade(p.base, 0.28);
}

function palluEnd(border: string): string {
  return (
    `<path d="M164 574 L223 586 L222 612 L162 600 Z" fill="${border}"/>` +
    `<path d="M170 604v14M182 606v14M194 608v14M206 610v14M218 612v14" stroke="${border}" stroke-width="2"/>`
  );
}

/** Woven borders: gold for zari, solid and motif work; otherwise a deeper shade, unless the cloth is too dark to show one. */
function borderColour(spec: IllustrationSpec, p: Palette): string {
  const goldWork = spec.pattern === "Solid" || spec.pattern === "Zari Work" || spec.pattern === "Traditional Motifs";
  return goldWork || luminance(p.base) < 0.25 ? p.accent : p.dark;
}

function sareeFigure(spec: IllustrationSpec, p: Palette, patterned: boolean): Figure {
  const border = borderColour(spec, p);
  const skirt = "M252 338 L348 338 C360 450 380 600 392 714 Q300 730 208 714 C220 600 240 450 252 338 Z";
  const pleats = "M282 380 L248 706 M294 380 L283 710 M306 380 L317 710 M318 380 L352 706";
  const defs = `<path id="k" d="${skirt}"/><path id="h" d="${PALLU_HANGING}"/><path id="a" d="${PALLU_ACROSS}"/><clipPath id="c"><use href="#k"/></clipPath>`;
  const body =
    STAND +
    cloth("h", p, patterned) +
    palluEnd(border) +
    FORM_TORSO +
    cloth("k", p, patterned) +
    `<path d="${pleats}" stroke="${p.dark}" stroke-width="3" opacity=".35"/>` +
    `<path d="M208 714 Q300 730 392 714" stroke="${border}" stroke-width="32" fill="none" clip-path="url(#c)"/>` +
    `<path d="${BLOUSE}" fill="${blouseColour(spec.color, p)}"/>` +
    cloth("a", p, patterned) +
    `<path d="M350 330 L222 197 M338 342 L210 209" stroke="${p.dark}" stroke-width="3" opacity=".3"/>` +
    `<path d="M362 319 L235 187" stroke="${border}" stroke-width="6"/>`;
  return { defs, body };
}

function dressFigure(spec: IllustrationSpec, p: Palette, patterned: boolean, onHanger: boolean): Figure {
  const hemY = HEM_Y[spec.length ?? ""] ?? 640;
  const { d, hw } = bodyPath(spec.silhouette, hemY, spec.sleeve);
  const zari = spec.pattern === "Zari Work";
  const defs = `<path id="g" d="${d}"/><clipPath id="c"><use href="#g"/></clipPath>`;
  const hanger = `<path d="M300 156 C300 136 318 132 318 116 C318 102 300 98 293 110 M208 206 L300 156 L392 206" stroke="${WOOD}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  const body =
    (onHanger ? `<path d="M60 96 H540" stroke="${shade(WOOD, 0.1)}" stroke-width="8" stroke-linecap="round"/>` + hanger : STAND + FORM_TORSO) +
    cloth("g", p, patterned) +
    folds(hw, hemY, p.dark) +
    neckline(spec.neck, onHanger ? p.dark : FORM, zari ? p.accent : spec.pattern === "Embroidered" ? p.ink : undefined) +
    `<path d="M250 340 H350" stroke="${zari ? p.accent : p.dark}" stroke-width="${zari ? 8 : 3}"/>` +
    (zari ? hemBorder(hw, hemY, p.accent, true) : spec.pattern === "Traditional Motifs" ? hemBorder(hw, hemY, p.dark, false) : "");
  return { defs, body };
}

function customFigure(spec: IllustrationSpec, p: Palette, patterned: boolean): Figure {
  const zari = spec.pattern === "Zari Work";
  const border = borderColour(spec, p);
  const veil = tint(p.base, 0.55);
  if (spec.silhouette === "Traditional") {
    // A lehenga: choli, a full skirt in panels and a sheer dupatta over the left shoulder.
    const skirt = "M250 332 L350 332 C380 420 470 600 500 712 Q300 744 100 712 C130 600 220 420 250 332 Z";
    const panels = [-3, -2, -1, 1, 2, 3].map((i) => `M${300 + i * 14} 336 L${300 + i * 62} ${728 - Math.abs(i) * 6}`).join(" ");
    const defs = `<path id="k" d="${skirt}"/><clipPath id="c"><use href="#k"/></clipPath>`;
    const body =
      FORM_TORSO +
      `<path d="${PALLU_HANGING}" fill="${veil}" opacity=".75"/>` +
      cloth("k", p, patterned) +
      `<path d="${panels}" stroke="${p.dark}" stroke-width="3" opacity=".3"/>` +
      `<path d="M100 712 Q300 744 500 712" stroke="${border}" stroke-width="34" fill="none" clip-path="url(#c)"/>` +
      `<path d="${BLOUSE}" fill="${shade(p.base, 0.18)}"/><path d="M238 282 Q300 296 362 282" stroke="${border}" stroke-width="5" fill="none"/>` +
      tapeMeasure() +
      `<path d="${PALLU_ACROSS}" fill="${veil}" opacity=".6"/><path d="M362 319 L235 187" stroke="${border}" stroke-width="5"/>`;
    return { defs, body };
  }
  // A kurta over palazzos, the dupatta across the front and over the left shoulder.
  const hemY = 600;
  const { d, hw } = bodyPath(spec.silhouette, hemY, spec.sleeve ?? "Full Sleeve");
  const trousers = `M256 540 L344 540 L376 716 L306 716 L300 620 L294 716 L224 716 Z`;
  const defs = `<path id="g" d="${d}"/><clipPath id="c"><use href="#g"/></clipPath>`;
  const body =
    `<ellipse cx="300" cy="736" rx="120" ry="12" fill="#000" opacity=".07"/>` +
    `<path d="${trousers}" fill="${tint(p.base, 0.7)}"/><path d="M300 620 V716" stroke="${tint(p.base, 0.5)}" stroke-width="2"/>` +
    `<path d="${PALLU_HANGING}" fill="${veil}"/><path d="M164 574 L223 586 L222 612 L162 600 Z" fill="${border}"/>` +
    FORM_TORSO +
    cloth("g", p, patterned) +
    folds(hw, hemY, p.dark) +
    neckline(spec.neck, FORM, zari ? p.accent : undefined) +
    (zari || spec.pattern === "Traditional Motifs" ? hemBorder(hw, hemY, border, zari) : "") +
    tapeMeasure() +
    `<path d="${PALLU_ACROSS}" fill="${veil}" opacity=".75"/><path d="M362 319 L235 187" stroke="${border}" stroke-width="5"/>`;
  return { defs, body };
}

/** The alternate saree view: folded as it comes from the shop, blouse piece on top. */
function foldedSaree(spec: IllustrationSpec, p: Palette, patterned: boolean): Figure {
  const border = borderColour(spec, p);
  const defs = `<path id="k" d="M130 430 H470 V610 H130 Z"/><path id="f" d="M390 430 H470 L486 676 L420 700 Z"/>`;
  // Drawn at the fold's own size, then enlarged to fill the frame.
  const body =
    `<rect y="580" width="600" height="220" fill="#000" opacity=".05"/><ellipse cx="300" cy="584" rx="250" ry="12" fill="#000" opacity=".08"/>` +
    `<g transform="translate(300 430) scale(1.35) translate(-300 -500)"><rect x="140" y="404" width="320" height="30" rx="6" fill="${p.dark}"/>` +
    cloth("k", p, patterned) +
    `<path d="M130 444 H470 M130 596 H470" stroke="${border}" stroke-width="20"/><path d="M130 462 H470 M130 578 H470" stroke="${border}" stroke-width="3"/>` +
    cloth("f", p, patterned) +
    `<path d="M486 676 L420 700 L417 664 L484 642 Z" fill="${border}"/><path d="M424 702v14M440 696v14M456 690v14M472 684v14" stroke="${border}" stroke-width="2"/>` +
    `<rect x="180" y="372" width="150" height="46" rx="6" fill="${blouseColour(spec.color, p)}"/><path d="M180 408 H330" stroke="${border}" stroke-width="6"/></g>`;
  return { defs, body };
}

// ---- the picture ---------------------------------------------------------------------------

export function renderIllustration(spec: IllustrationSpec): string {
  const p = palette(spec.color);
  const patterned = spec.pattern !== "Solid" && patternDef(spec.pattern, p) !== "";
  const variant = Math.max(0, Math.floor(spec.variant)) % 3;
  const bg = BACKDROPS[(hash(spec.title) + variant * 2) % BACKDROPS.length] ?? BACKDROPS[0]!;

  let figure: Figure;
  if (spec.kind === "saree") figure = variant === 2 ? foldedSaree(spec, p, patterned) : sareeFigure(spec, p, patterned);
  else if (spec.kind === "custom") figure = customFigure(spec, p, patterned);
  else figure = dressFigure(spec, p, patterned, variant === 2);
  const { defs, body } = figure;

  let scene: string;
  if (variant === 1) {
    // A close-up of the bodice, where the cloth and its work show best.
    scene = `<rect width="600" height="800" fill="${bg}"/><g transform="translate(300 420) scale(2.1) translate(-300 -290)">${body}</g>`;
  } else {
    const backdrop =
      variant === 0 || spec.kind === "custom"
        ? `<path d="M140 800 V300 Q140 132 300 112 Q460 132 460 300 V800 Z" fill="${shade(bg, 0.04)}"/><rect y="740" width="600" height="60" fill="${shade(bg, 0.07)}"/>`
        : "";
    // The custom outfit's alternate view is the same piece seen from the other side.
    const flip = variant === 2 && spec.kind === "custom";
    scene = `<rect width="600" height="800" fill="${bg}"/>${backdrop}${flip ? `<g transform="matrix(-1 0 0 1 600 0)">${body}</g>` : body}`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<title>${escapeXml(spec.title)}</title><defs>${patterned ? patternDef(spec.pattern, p) : ""}${defs}</defs>${scene}</svg>\n`
  );
}
