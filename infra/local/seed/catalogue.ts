// The demo catalogue the local shop seeds on first start (docs/decisions.md section 2). Every image it
// names is an SVG that write-illustrations.ts draws into web/public/images/catalogue/.
import type { ProductInput } from "@functions/data/products.js";
import type { SubcategoryInput } from "@functions/data/subcategories.js";
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, type PRODUCT_FORM_CHOICES } from "@shared/catalogue.js";
import { totalStock, type StockBySize } from "@shared/stock.js";
import { BLOUSE_SIZES, FREE_SIZE, SAREE_MEASURES } from "@shared/saree-blouse.js";

export const DEMO_SUBCATEGORIES: SubcategoryInput[] = [
  { name: "Dress", category: "clothing", description: "Everyday and occasion dresses in cotton, rayon, georgette, organza, satin and silk.", sortOrder: 1, isActive: true },
  { name: "Saree", category: "clothing", description: "Handloom, Banarasi, silk and designer sarees in Free size, each with its blouse piece unstitched or stitched to your size.", sortOrder: 2, isActive: true },
  { name: "Custom Made", category: "clothing", description: "Lehengas, anarkalis and kurta sets tailored to your own measurements.", sortOrder: 3, isActive: true },
  { name: "Lehenga", category: "clothing", description: "Ready-to-wear lehengas, coming back next season.", sortOrder: 4, isActive: false },
];

type Choice<K extends keyof typeof PRODUCT_FORM_CHOICES> = (typeof PRODUCT_FORM_CHOICES)[K][number];
/** The shop's materials (shared/materials.ts); a Banarasi saree is Silk, its fabric Banarasi Silk. */
type DemoMaterial = Choice<"material">;

interface Entry {
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  /**
   * Pieces in the main sizes, M and L; the others have fewer (see SIZE_SHARE), so a design
   * runs out at the edges first, as it does in a real shop.
   */
  mainStock: number;
  /** A hand-set figure per size instead (in the product's size order): the storefront's sold-out and few-left states. */
  stockBySize?: readonly number[];
  tags: string[];
  material: DemoMaterial;
  fabric: Choice<"fabric">;
  pattern: Choice<"pattern">;
  color: Choice<"color">;
  occasion: Choice<"occasion">;
  wash_care: Choice<"wash_care">;
  silhouette: Choice<"silhouette">;
  sleeve_type?: Choice<"sleeve_type">;
  neck_type?: Choice<"neck_type">;
  length?: Choice<"length">;
  rating: number;
  featured?: boolean;
  inactive?: boolean;
  /** Offers XXL beyond the default sizes. */
  xxl?: boolean;
  /** Made to measure too (issue 26): how it is bought, its stitching options, lead time. */
  madeToMeasure?: Pick<ProductInput, "buyAs" | "customOptions" | "leadTimeDays" | "customStock">;
}

/** A saree's stitching, as boutiques sell it: the blouse options sit under "Blouse stitching". */
const SAREE_STITCHING: ProductInput["customOptions"] = [
  { id: "fall-pico", label: "Fall & pico", price: 150 },
  { id: "blouse-stitching", label: "Blouse stitching", price: 850 },
  { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck", "Sweetheart neck", "V neck"], under: "blouse-stitching" },
  { id: "blouse-sleeve", label: "Blouse sleeve", price: 0, choices: ["Sleeveless", "Short sleeve", "Elbow sleeve"], under: "blouse-stitching" },
  { id: "blouse-padding", label: "Blouse padding", price: 200, under: "blouse-stitching" },
  { id: "petticoat", label: "Petticoat", price: 450 },
];

/** A dress or suit cut to measure: neck, sleeve, lining, padding, opening. */
const DRESS_STITCHING: ProductInput["customOptions"] = [
  { id: "neck", label: "Neck style", price: 0, choices: ["Round neck", "Boat neck", "V neck", "Sweetheart neck"] },
  { id: "sleeve", label: "Sleeve style", price: 0, choices: ["Sleeveless", "Short sleeve", "Elbow sleeve", "Full sleeve"] },
  { id: "lining", label: "Lining", price: 300 },
  { id: "padding", label: "Padding", price: 250 },
  { id: "opening", label: "Opening", price: 0, choices: ["Hooks at the front", "Hooks at the back", "Zip"] },
];

/** Dresses always carry the three optional rows, so the product page shows them. */
type DressEntry = Entry & Required<Pick<Entry, "sleeve_type" | "neck_type" | "length">>;
/** Sarees carry none of them, so the product page's conditional rows stay hidden. */
type SareeEntry = Omit<Entry, "sleeve_type" | "neck_type" | "length">;

const DRESSES: DressEntry[] = [
  {
    name: "Indigo Block-Print Cotton A-Line Dress",
    description: "Hand block-printed in Bagru with natural indigo, this breathable cotton A-line dress has a fitted bodice and a swingy calf-length skirt. Side pockets and half sleeves make it an easy everyday favourite.",
    price: 1499, originalPrice: 2199, mainStock: 28, tags: ["cotton", "block-print", "indigo", "everyday"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Blue", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Half Sleeve", neck_type: "Round Neck", length: "Calf Length", rating: 4.5, featured: true, xxl: true,
  },
  {
    name: "Organza Floral Embroidered Gown",
    description: "Layers of soft organza fall from a sweetheart bodice scattered with hand-embroidered resham florals. Lined in cotton for comfort, it is made for sangeet nights and evening receptions.",
    price: 5499, originalPrice: 7499, mainStock: 9, tags: ["organza", "embroidered", "gown", "party"],
    material: "Organza", fabric: "Organza", pattern: "Embroidered", color: "Pink", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Cap Sleeve", neck_type: "Sweetheart", length: "Ankle Length", rating: 4.7, featured: true,
  },
  {
    name: "Georgette Sequin Cocktail Dress",
    description: "A fluid georgette gown with tonal sequin embroidery that catches the light with every step. The fitted mermaid cut flares gently below the knee for an elegant evening silhouette.",
    price: 4999, originalPrice: 6999, mainStock: 7, stockBySize: [2, 0, 3, 1, 0], tags: ["georgette", "sequin", "cocktail"],
    material: "Georgette", fabric: "Georgette", pattern: "Embroidered", color: "Black", occasion: "Cocktail", wash_care: "Dry Clean Only",
    silhouette: "Mermaid", sleeve_type: "Sleeveless", neck_type: "Sweetheart", length: "Ankle Length", rating: 4.6, featured: true,
  },
  {
    name: "Organza Zari Anarkali Gown",
    description: "A floor-sweeping anarkali in deep maroon organza, finished with a zari-woven hem border and a gold waistband. Full sleeves and a round neck keep it graceful through long wedding functions.",
    price: 7999, originalPrice: 10999, mainStock: 5, stockBySize: [0, 1, 2, 3, 0], tags: ["organza", "zari", "anarkali", "wedding"],
    material: "Organza", fabric: "Organza", pattern: "Zari Work", color: "Maroon", occasion: "Wedding", wash_care: "Dry Clean Only",
    silhouette: "Traditional", sleeve_type: "Full Sleeve", neck_type: "Round Neck", length: "Ankle Length", rating: 4.8, featured: true,
  },
  {
    name: "Satin Mermaid Gown",
    description: "Liquid satin in a rich red, cut close through the hip and released into a soft fishtail hem. Cap sleeves and a sweetheart neckline give it a classic red-carpet feel.",
    price: 6499, originalPrice: 8999, mainStock: 6, tags: ["satin", "gown", "cocktail"],
    material: "Satin", fabric: "Silk", pattern: "Solid", color: "Red", occasion: "Cocktail", wash_care: "Dry Clean Only",
    silhouette: "Mermaid", sleeve_type: "Cap Sleeve", neck_type: "Sweetheart", length: "Ankle Length", rating: 4.4, featured: true,
  },
  {
    name: "Chikankari Cotton Anarkali Dress",
    description: "Lucknowi chikankari hand-embroidered on soft cotton, shaped into a rose-pink anarkali with a generous flare. It comes with a matching cotton slip, ready to wear straight away.",
    price: 3299, originalPrice: 4499, mainStock: 14, tags: ["cotton", "chikankari", "lucknowi", "anarkali"],
    material: "Cotton", fabric: "Cotton", pattern: "Embroidered", color: "Pink", occasion: "Festive", wash_care: "Hand Wash",
    silhouette: "Traditional", sleeve_type: "Full Sleeve", neck_type: "Round Neck", length: "Ankle Length", rating: 4.6, featured: true, xxl: true,
  },
  {
    name: "Sanganeri Floral Cotton Midi Dress",
    description: "Delicate Sanganeri florals hand-printed on fine cotton cambric. The V-neck, cap sleeves and flowing midi skirt keep it cool through long summer days.",
    price: 1799, originalPrice: 2499, mainStock: 22, tags: ["cotton", "sanganeri", "floral"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Red", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Cap Sleeve", neck_type: "V-Neck", length: "Calf Length", rating: 4.3,
  },
  {
    name: "Kalamkari Cotton Straight Kurta Dress",
    description: "Pen-drawn Kalamkari motifs in vegetable dyes on a straight, knee-length cotton kurta dress. Wear it with leggings to work or on its own with juttis for a day out.",
    price: 1699, originalPrice: 2299, mainStock: 18, tags: ["cotton", "kalamkari", "kurta"],
    material: "Cotton", fabric: "Cotton", pattern: "Traditional Motifs", color: "Maroon", occasion: "Cultural", wash_care: "Hand Wash",
    silhouette: "Straight", sleeve_type: "Full Sleeve", neck_type: "Round Neck", length: "Knee Length", rating: 4.2, xxl: true,
  },
  {
    name: "Mulmul Cotton Tiered Sundress",
    description: "Feather-light mulmul cotton in a fresh leaf green, with a square neck and a breezy knee-length skirt. The bodice is lined, so no slip is needed.",
    price: 1299, mainStock: 35, tags: ["cotton", "mulmul", "summer"],
    material: "Cotton", fabric: "Cotton", pattern: "Solid", color: "Green", occasion: "Casual", wash_care: "Machine Wash",
    silhouette: "A-Line", sleeve_type: "Sleeveless", neck_type: "Square Neck", length: "Knee Length", rating: 4.0,
  },
  {
    name: "Everyday Printed Cotton Shift Dress",
    description: "An easy straight-cut shift in soft printed cotton that goes from college to errands. Machine washable and colour-fast, with roomy patch pockets.",
    price: 799, originalPrice: 1199, mainStock: 40, tags: ["cotton", "everyday", "shift"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Blue", occasion: "Casual", wash_care: "Machine Wash",
    silhouette: "Straight", sleeve_type: "Half Sleeve", neck_type: "Round Neck", length: "Knee Length", rating: 3.8, xxl: true,
  },
  {
    name: "Rayon Bandhani Print Flared Dress",
    description: "Bandhani-inspired dots printed on drapey rayon in festive red. The flared calf-length skirt twirls beautifully, and the fabric stays cool even in humid weather.",
    price: 1599, originalPrice: 2299, mainStock: 24, tags: ["rayon", "bandhani", "festive"],
    material: "Rayon", fabric: "Rayon", pattern: "Printed", color: "Red", occasion: "Festive", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Half Sleeve", neck_type: "Round Neck", length: "Calf Length", rating: 4.3,
  },
  {
    name: "Rayon Leheriya Wrap Dress",
    description: "Rajasthani leheriya waves printed on soft rayon in a true wrap style that adjusts to your fit. Tie it at the waist for a flattering V-neck and a flowing hem.",
    price: 1349.5, originalPrice: 1999, mainStock: 20, tags: ["rayon", "leheriya", "wrap"],
    material: "Rayon", fabric: "Rayon", pattern: "Printed", color: "Purple", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Full Sleeve", neck_type: "V-Neck", length: "Calf Length", rating: 4.1,
  },
  {
    name: "Rayon Mirror-Work Shirt Dress",
    description: "A relaxed black shirt dress lifted with Kutchi mirror-work and thread embroidery at the yoke. Pair it with a belt and kolhapuris for an evening out.",
    price: 1899, originalPrice: 2599, mainStock: 16, tags: ["rayon", "mirror-work", "shirt-dress"],
    material: "Rayon", fabric: "Rayon", pattern: "Embroidered", color: "Black", occasion: "Party", wash_care: "Hand Wash",
    silhouette: "Straight", sleeve_type: "Half Sleeve", neck_type: "V-Neck", length: "Knee Length", rating: 4.4,
  },
  {
    name: "Rayon Ajrakh Print Maxi Dress",
    description: "Geometric Ajrakh motifs from Kutch printed in deep indigo on a flowing rayon maxi. Sleeveless with broad straps, it is a holiday piece that packs without creasing.",
    price: 1999, originalPrice: 2799, mainStock: 15, tags: ["rayon", "ajrakh", "maxi"],
    material: "Rayon", fabric: "Rayon", pattern: "Traditional Motifs", color: "Blue", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Sleeveless", neck_type: "Round Neck", length: "Ankle Length", rating: 4.5,
  },
  {
    name: "Organza Ruffle Tiered Midi Dress",
    description: "Three tiers of crisp champagne-gold organza with delicate ruffled edges. Fully lined, with a V-neck and a concealed side zip.",
    price: 4299, originalPrice: 5999, mainStock: 8, tags: ["organza", "ruffle", "cocktail"],
    material: "Organza", fabric: "Organza", pattern: "Solid", color: "Gold", occasion: "Cocktail", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Sleeveless", neck_type: "V-Neck", length: "Calf Length", rating: 4.2,
  },
  {
    name: "Georgette Printed Flared Maxi Dress",
    description: "Emerald georgette printed with small buttis, cut into a full-flare maxi with sheer full sleeves. Light enough to dance in all night.",
    price: 2899, originalPrice: 3999, mainStock: 19, tags: ["georgette", "maxi", "printed"],
    material: "Georgette", fabric: "Georgette", pattern: "Printed", color: "Green", occasion: "Party", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Full Sleeve", neck_type: "V-Neck", length: "Ankle Length", rating: 4.3,
  },
  {
    name: "Georgette Gota-Patti Anarkali Dress",
    description: "Scalloped gota-patti borders and zari highlights on a flowing red georgette anarkali. A festive classic for Teej, Karva Chauth and family pujas.",
    price: 4599, originalPrice: 6299, mainStock: 10, tags: ["georgette", "gota-patti", "anarkali"],
    material: "Georgette", fabric: "Georgette", pattern: "Zari Work", color: "Red", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", sleeve_type: "Full Sleeve", neck_type: "Round Neck", length: "Ankle Length", rating: 4.7, xxl: true,
  },
  {
    name: "Georgette Pleated Midi Dress",
    description: "Sunray pleats in plum georgette fall from a fitted square-neck bodice. A clean, modern dress that dresses up with statement jhumkas.",
    price: 2499, mainStock: 13, tags: ["georgette", "pleated", "midi"],
    material: "Georgette", fabric: "Georgette", pattern: "Solid", color: "Purple", occasion: "Party", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Half Sleeve", neck_type: "Square Neck", length: "Calf Length", rating: 3.9,
  },
  {
    name: "Satin Slip Evening Dress",
    description: "A bias-cut slip dress in emerald satin with a soft V-neck and adjustable straps. Layer it with an embroidered jacket on cooler evenings.",
    price: 3499, originalPrice: 4799, mainStock: 11, tags: ["satin", "slip-dress", "evening"],
    material: "Satin", fabric: "Silk", pattern: "Solid", color: "Green", occasion: "Cocktail", wash_care: "Dry Clean Only",
    silhouette: "Straight", sleeve_type: "Sleeveless", neck_type: "V-Neck", length: "Ankle Length", rating: 4.1,
  },
  {
    name: "Satin Wrap Midi Dress with Zari Belt",
    description: "A midnight-blue satin wrap dress cinched with a zari-woven belt and finished with a gold hem border. Full sleeves and a midi length make it party-ready in any season.",
    price: 3799, originalPrice: 4999, mainStock: 12, tags: ["satin", "wrap", "zari"],
    material: "Satin", fabric: "Silk", pattern: "Zari Work", color: "Blue", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Full Sleeve", neck_type: "V-Neck", length: "Calf Length", rating: 4.4,
  },
  {
    name: "Silk Brocade Fit-and-Flare Dress",
    description: "Woven silk brocade with a traditional jaal of motifs, tailored into a knee-length fit-and-flare. A gold dress that turns heads at Diwali parties.",
    price: 5999, originalPrice: 7999, mainStock: 10, tags: ["silk", "brocade", "festive"],
    material: "Silk", fabric: "Silk", pattern: "Traditional Motifs", color: "Gold", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Half Sleeve", neck_type: "Round Neck", length: "Knee Length", rating: 4.6,
  },
  {
    name: "Chanderi Silk Angrakha Dress",
    description: "Sheer Chanderi silk with fine zari buttis, cut in an angrakha overlap with ties at the side. Its calf-length flare is graceful for cultural evenings and mehendi.",
    price: 4299, originalPrice: 5499, mainStock: 9, tags: ["silk", "chanderi", "angrakha"],
    material: "Silk", fabric: "Silk", pattern: "Zari Work", color: "Green", occasion: "Cultural", wash_care: "Dry Clean Only",
    silhouette: "Traditional", sleeve_type: "Full Sleeve", neck_type: "V-Neck", length: "Calf Length", rating: 4.5,
  },
  {
    name: "Mashru Silk Striped Kaftan Dress",
    description: "Handwoven Mashru silk from Gujarat with a cotton back that feels cool on the skin. The loose kaftan cut, half sleeves and V-neck make it an elegant lounge-to-lunch piece.",
    price: 2799, originalPrice: 3499, mainStock: 17, tags: ["silk", "mashru", "kaftan"],
    material: "Silk", fabric: "Silk", pattern: "Printed", color: "Maroon", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "Straight", sleeve_type: "Half Sleeve", neck_type: "V-Neck", length: "Calf Length", rating: 4.0,
  },
  {
    // The one inactive product: hidden from the storefront, still listed in the admin.
    name: "Rayon Tie-Dye Shirt Dress",
    description: "A hand tie-dyed rayon shirt dress in shades of blue, with a collarless round neck and roll-up half sleeves. Paused while the dyer prepares the next batch.",
    price: 1199, originalPrice: 1599, mainStock: 3, tags: ["rayon", "tie-dye"],
    material: "Rayon", fabric: "Rayon", pattern: "Printed", color: "Blue", occasion: "Casual", wash_care: "Machine Wash",
    silhouette: "Straight", sleeve_type: "Half Sleeve", neck_type: "Round Neck", length: "Knee Length", rating: 3.7, inactive: true,
  },
];

const SAREES: SareeEntry[] = [
  {
    name: "Banarasi Silk Kadhua Saree",
    description: "Hand-woven on a pit loom in Varanasi, every motif of this kadhua Banarasi is woven separately in real zari on deep maroon silk. It comes with a matching blouse, stitched in the size you choose.",
    price: 18999, originalPrice: 24999, mainStock: 2, tags: ["banarasi", "silk", "bridal", "handwoven"],
    material: "Silk", fabric: "Banarasi Silk", pattern: "Zari Work", color: "Maroon", occasion: "Wedding", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.9, featured: true,
    madeToMeasure: { buyAs: "both", customOptions: SAREE_STITCHING, leadTimeDays: { min: 10, max: 12 }, customStock: "none" },
  },
  {
    name: "Kanjeevaram Silk Temple-Border Saree",
    description: "Pure mulberry Kanjeevaram silk in antique gold with a contrast temple border and a richly woven pallu. A saree to hand down, with a blouse stitched to your size.",
    price: 16999, originalPrice: 21999, mainStock: 0, tags: ["silk", "kanjeevaram", "temple-border"],
    material: "Silk", fabric: "Silk", pattern: "Zari Work", color: "Gold", occasion: "Wedding", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.8, featured: true,
  },
  {
    name: "Georgette Sequin Party Saree",
    description: "Black georgette strewn with hand-placed sequins that shimmer under party lights. A draping guide is included, with a sequinned blouse in your size.",
    price: 4999, originalPrice: 6499, mainStock: 12, tags: ["georgette", "sequin", "designer", "party"],
    material: "Georgette", fabric: "Georgette", pattern: "Embroidered", color: "Black", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.5, featured: true,
  },
  {
    name: "Handloom Tant Cotton Saree",
    description: "Crisp handloom Tant cotton from Bengal in a cool green, with a woven contrast border. Light and airy for daily wear, with a matching blouse stitched to your size.",
    price: 1299, originalPrice: 1799, mainStock: 26, tags: ["cotton", "tant", "handloom"],
    material: "Cotton", fabric: "Cotton", pattern: "Solid", color: "Green", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "Traditional", rating: 4.2, xxl: true,
    madeToMeasure: { buyAs: "both", customOptions: SAREE_STITCHING, leadTimeDays: { min: 10, max: 12 }, customStock: "none" },
  },
  {
    name: "Chettinad Checked Cotton Saree",
    description: "Bold Chettinad checks in maroon on thick, durable cotton from Karaikudi. It drapes beautifully and only softens with every wash.",
    price: 1599, originalPrice: 2099, mainStock: 21, tags: ["cotton", "chettinad", "checks"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Maroon", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "Traditional", rating: 4.1,
  },
  {
    name: "Kota Doria Cotton Saree with Zari Border",
    description: "Featherweight Kota Doria woven in its signature square checks and finished with a slim zari border. A festive saree that stays comfortable through a long summer day.",
    price: 2199, originalPrice: 2899, mainStock: 16, tags: ["cotton", "kota-doria", "zari"],
    material: "Cotton", fabric: "Cotton", pattern: "Zari Work", color: "Pink", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.4,
  },
  {
    name: "Bagru Block-Print Mulmul Saree",
    description: "Indigo Bagru block prints on soft mulmul cotton, printed by hand with wooden blocks. Everyday elegance that is kind to Indian summers.",
    price: 1399, mainStock: 30, tags: ["cotton", "bagru", "block-print", "mulmul"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Blue", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "Traditional", rating: 4.0, xxl: true,
  },
  {
    name: "Banarasi Silk Meenakari Saree",
    description: "Red Banarasi silk with colourful meenakari motifs woven among a gold zari jaal. Perfect for the bride's family, with a blouse tailored to your chosen size.",
    price: 14999, originalPrice: 19999, mainStock: 3, tags: ["banarasi", "silk", "meenakari"],
    material: "Silk", fabric: "Banarasi Silk", pattern: "Traditional Motifs", color: "Red", occasion: "Wedding", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.7,
  },
  {
    name: "Banarasi Katan Silk Saree",
    description: "Lustrous katan silk in royal purple, woven with small zari buttis across the body and a heavy brocade pallu. A festive heirloom in the making.",
    price: 11499, originalPrice: 14999, mainStock: 5, tags: ["banarasi", "silk", "katan"],
    material: "Silk", fabric: "Banarasi Silk", pattern: "Zari Work", color: "Purple", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.6,
  },
  {
    name: "Mysore Crepe Silk Saree",
    description: "Soft, fluid Mysore crepe silk in bottle green with a thin gold border. It falls effortlessly and resists creasing, ideal for office festivities.",
    price: 7499, originalPrice: 9499, mainStock: 8, tags: ["silk", "mysore", "crepe"],
    material: "Silk", fabric: "Silk", pattern: "Solid", color: "Green", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.3,
  },
  {
    name: "Tussar Silk Madhubani Print Saree",
    description: "Textured tussar silk printed with Madhubani fish and peacock motifs in the folk style of Mithila. A conversation piece for cultural events and gallery evenings.",
    price: 6299, originalPrice: 7999, mainStock: 7, tags: ["silk", "tussar", "madhubani"],
    material: "Silk", fabric: "Silk", pattern: "Traditional Motifs", color: "Blue", occasion: "Cultural", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.4,
  },
  {
    name: "Pure Georgette Bandhani Saree",
    description: "Jaipur bandhani dots on pure georgette in rani pink, with a gota lace edge. Easy to drape and light to wear through a long celebration.",
    price: 3299, originalPrice: 4299, mainStock: 14, tags: ["georgette", "bandhani", "festive"],
    material: "Georgette", fabric: "Georgette", pattern: "Printed", color: "Pink", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.2,
  },
  {
    name: "Georgette Leheriya Saree",
    description: "Sunny leheriya waves on marigold-gold georgette, made for Teej and the monsoon festivals. It comes with a contrast blouse stitched to your size.",
    price: 2799, originalPrice: 3599, mainStock: 18, tags: ["georgette", "leheriya"],
    material: "Georgette", fabric: "Georgette", pattern: "Printed", color: "Gold", occasion: "Festive", wash_care: "Hand Wash",
    silhouette: "Traditional", rating: 4.1,
  },
  {
    name: "Designer Organza Floral Saree",
    description: "Sheer blush organza with hand-embroidered floral sprays and a scalloped edge. Our in-house design for day weddings and cocktail brunches.",
    price: 5999, originalPrice: 7999, mainStock: 9, tags: ["organza", "designer", "floral"],
    material: "Organza", fabric: "Organza", pattern: "Embroidered", color: "Pink", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.6,
  },
  {
    name: "Designer Ruffle Georgette Saree",
    description: "Cascading ruffles run along the border of this plum georgette saree for a soft, modern drape. It pairs with the included sleeveless blouse, stitched in your size.",
    price: 4499, originalPrice: 5799, mainStock: 10, tags: ["georgette", "designer", "ruffle"],
    material: "Georgette", fabric: "Georgette", pattern: "Solid", color: "Purple", occasion: "Cocktail", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.3,
  },
  {
    name: "Fancy Satin Saree with Stone Work",
    description: "Glossy satin in wine maroon with a border of stone and bead work. A glamorous fancy saree for receptions and festive parties.",
    price: 3999, originalPrice: 4999, mainStock: 11, tags: ["fancy", "satin", "stone-work"],
    material: "Satin", fabric: "Silk", pattern: "Embroidered", color: "Maroon", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.0,
  },
  {
    name: "Fancy Digital-Print Rayon Saree",
    description: "Bright digital florals printed on easy-care rayon that machine-washes without fuss. A cheerful fancy saree for kitty parties and office days.",
    price: 1199, originalPrice: 1699, mainStock: 32, tags: ["fancy", "rayon", "digital-print"],
    material: "Rayon", fabric: "Rayon", pattern: "Printed", color: "Green", occasion: "Casual", wash_care: "Machine Wash",
    silhouette: "Traditional", rating: 3.8,
  },
  {
    name: "Fancy Mirror-Work Georgette Saree",
    description: "Navy georgette with rows of hand-set mirrors and thread embroidery that sparkle through Navratri. Light enough to dance the garba in.",
    price: 3599, originalPrice: 4599, mainStock: 13, tags: ["fancy", "mirror-work", "georgette"],
    material: "Georgette", fabric: "Georgette", pattern: "Embroidered", color: "Blue", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "Traditional", rating: 4.5,
  },
];

/**
 * The Custom Made collection (issue 40): every piece is made to her measurements, as an admin
 * sets one up: how it is bought (custom only, or both ways), the stitching options the tailor
 * offers with their prices, the lead time the product page and the delivery date count, and made
 * to order (no fabric stock kept). The sizes stay for the ones also sold ready-made.
 */
const LEHENGA_STITCHING: ProductInput["customOptions"] = [
  { id: "choli-neck", label: "Choli neck", price: 0, choices: ["Sweetheart neck", "Round neck", "Deep V neck", "Boat neck"] },
  { id: "choli-sleeve", label: "Choli sleeve", price: 0, choices: ["Sleeveless", "Short sleeve", "Elbow sleeve", "Full sleeve"] },
  { id: "choli-padding", label: "Choli padding", price: 300 },
  { id: "can-can", label: "Can-can layer for more flare", price: 1200 },
  { id: "latkans", label: "Tasselled latkans", price: 450 },
  { id: "dupatta-edging", label: "Dupatta edging", price: 0, choices: ["Gota lace", "Scalloped edge", "Plain hem"] },
];

/** A suit cut to measure: neck, sleeve, the bottom she wears it with, lining, pockets (kurta sets take DRESS_STITCHING). */
const SUIT_STITCHING: ProductInput["customOptions"] = [
  { id: "neck", label: "Neck style", price: 0, choices: ["Round neck", "Boat neck", "V neck", "Square neck"] },
  { id: "sleeve", label: "Sleeve style", price: 0, choices: ["Sleeveless", "Short sleeve", "Elbow sleeve", "Full sleeve"] },
  { id: "bottom", label: "Bottom", price: 0, choices: ["Churidar", "Straight pants", "Palazzo"] },
  { id: "lining", label: "Lining", price: 300 },
  { id: "pockets", label: "Side pockets", price: 150 },
];

/** A sharara set: the kurta's neck and sleeve, padding and lining, and how full the sharara flares. */
const SHARARA_STITCHING: ProductInput["customOptions"] = [
  { id: "neck", label: "Neck style", price: 0, choices: ["V neck", "Sweetheart neck", "Round neck"] },
  { id: "sleeve", label: "Sleeve style", price: 0, choices: ["Sleeveless", "Short sleeve", "Elbow sleeve"] },
  { id: "sharara-flare", label: "Sharara flare", price: 0, choices: ["Regular flare", "Extra flare"] },
  { id: "padding", label: "Padding", price: 250 },
  { id: "lining", label: "Lining", price: 300 },
];

const CUSTOM: Entry[] = [
  {
    name: "Made-to-Measure Raw Silk Bridal Lehenga",
    description: "A bridal lehenga cut to your measurements in raw silk, with a zari-embroidered kalidar skirt, a fitted choli and a sheer dupatta. Choose the choli's neck and sleeve and the extras, and our tailor stitches it to the measurements you save in your profile; custom pieces are not returnable.",
    price: 21999, originalPrice: 24999, mainStock: 4, tags: ["custom", "bridal", "lehenga", "silk"],
    material: "Silk", fabric: "Silk", pattern: "Zari Work", color: "Red", occasion: "Wedding", wash_care: "Dry Clean Only",
    silhouette: "Traditional", sleeve_type: "Half Sleeve", neck_type: "Sweetheart", length: "Ankle Length", rating: 4.9, featured: true, xxl: true,
    madeToMeasure: { buyAs: "custom", customOptions: LEHENGA_STITCHING, leadTimeDays: { min: 21, max: 28 }, customStock: "none" },
  },
  {
    name: "Custom Georgette Anarkali Suit with Dupatta",
    description: "An anarkali suit in bottle-green georgette with resham embroidery, with a matching bottom and dupatta. Buy it in your usual size, or choose Custom fit to have it stitched to your saved measurements.",
    price: 8999, originalPrice: 11499, mainStock: 6, tags: ["custom", "anarkali", "georgette"],
    material: "Georgette", fabric: "Georgette", pattern: "Embroidered", color: "Green", occasion: "Festive", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Full Sleeve", neck_type: "Round Neck", rating: 4.6,
    madeToMeasure: { buyAs: "both", customOptions: SUIT_STITCHING, leadTimeDays: { min: 12, max: 15 }, customStock: "none" },
  },
  {
    name: "Tailored Cotton Kurta Palazzo Set",
    description: "A block-printed cotton kurta with palazzos and a mulmul dupatta, in your usual size or tailored to your height and measurements. The easy set for office days that fits exactly as it should.",
    price: 2999, originalPrice: 3799, mainStock: 20, tags: ["custom", "kurta-set", "cotton"],
    material: "Cotton", fabric: "Cotton", pattern: "Printed", color: "Blue", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "Straight", sleeve_type: "Half Sleeve", length: "Calf Length", rating: 4.2, xxl: true,
    madeToMeasure: { buyAs: "both", customOptions: DRESS_STITCHING, leadTimeDays: { min: 7, max: 10 }, customStock: "none" },
  },
  {
    name: "Bespoke Organza Sharara Set",
    description: "A short organza kurta with sequin and resham work over flared shararas, made to measure for your mehendi or sangeet. A dupatta with scalloped edges is included.",
    price: 9499, originalPrice: 12499, mainStock: 5, tags: ["custom", "sharara", "organza"],
    material: "Organza", fabric: "Organza", pattern: "Embroidered", color: "Pink", occasion: "Party", wash_care: "Dry Clean Only",
    silhouette: "A-Line", sleeve_type: "Sleeveless", neck_type: "V-Neck", rating: 4.5,
    madeToMeasure: { buyAs: "custom", customOptions: SHARARA_STITCHING, leadTimeDays: { min: 14, max: 18 }, customStock: "none" },
  },
  {
    name: "Made-to-Order Banarasi Silk Kurta Set",
    description: "A straight Banarasi silk kurta with woven motifs, paired with silk pants and an organza dupatta, cut to your measurements. Made to order in our Jaipur workshop in about two weeks.",
    price: 7999, mainStock: 7, tags: ["custom", "banarasi", "kurta-set"],
    material: "Silk", fabric: "Banarasi Silk", pattern: "Traditional Motifs", color: "Purple", occasion: "Cultural", wash_care: "Dry Clean Only",
    silhouette: "Straight", sleeve_type: "Full Sleeve", neck_type: "Square Neck", rating: 4.4,
    madeToMeasure: { buyAs: "custom", customOptions: SUIT_STITCHING, leadTimeDays: { min: 12, max: 15 }, customStock: "none" },
  },
  {
    name: "Custom Rayon Angrakha Kurta Set",
    description: "An angrakha-style rayon kurta with side ties, printed with maroon florals and paired with palazzos, in your usual size or tailored to your fit. Easy to wash and easy to wear.",
    price: 3299, originalPrice: 3999, mainStock: 15, tags: ["custom", "angrakha", "rayon"],
    material: "Rayon", fabric: "Rayon", pattern: "Printed", color: "Maroon", occasion: "Casual", wash_care: "Hand Wash",
    silhouette: "A-Line", sleeve_type: "Full Sleeve", neck_type: "V-Neck", length: "Knee Length", rating: 4.1,
    madeToMeasure: { buyAs: "both", customOptions: DRESS_STITCHING, leadTimeDays: { min: 7, max: 10 }, customStock: "none" },
  },
];

export const CATALOGUE_IMAGE_DIR = "/images/catalogue";

export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** A size's share of the main sizes' pieces: fewer at the edges of the range. */
const SIZE_SHARE: Readonly<Record<string, number>> = { XS: 0.5, S: 0.75, M: 1, L: 1, XL: 0.75, XXL: 0.5 };

/** Pieces per size: the entry's own figures, or its main sizes' figure spread by SIZE_SHARE (rounded half up). */
function stockFor(entry: Entry, sizes: readonly string[]): StockBySize {
  if (entry.stockBySize) {
    if (entry.stockBySize.length !== sizes.length) throw new Error(`${entry.name}: stockBySize needs one figure per size (${sizes.join(", ")})`);
    return Object.fromEntries(sizes.map((size, index) => [size, entry.stockBySize![index]!]));
  }
  return Object.fromEntries(sizes.map((size) => [size, Math.round(entry.mainStock * (SIZE_SHARE[size] ?? 1))]));
}

/**
 * A saree is sold Free size with a blouse choice (issue 40): one count, the main sizes' figure (or
 * the hand-set figures added up), and a saree offered in XXL stitches its blouse in XXL too.
 */
function asSaree(entry: Entry): Pick<ProductInput, "sizes" | "stockBySize" | "stock" | "size_guide" | "blouse"> {
  const stockBySize = { [FREE_SIZE]: entry.stockBySize ? entry.stockBySize.reduce((sum, pieces) => sum + pieces, 0) : entry.mainStock };
  const blouseSizes = entry.xxl ? [...BLOUSE_SIZES, "XXL"] : [...BLOUSE_SIZES];
  return { sizes: [FREE_SIZE], stockBySize, stock: totalStock(stockBySize), size_guide: [], blouse: { sizes: blouseSizes, ...SAREE_MEASURES } };
}

function build(subcategory: string, entry: Entry, position: number): ProductInput {
  // The typed ratings are the demo's old ones: a rating now comes only from approved reviews (issue 27).
  const { featured, inactive, xxl, originalPrice, sleeve_type, neck_type, length, mainStock: _mainStock, stockBySize: _stockBySize, rating: _rating, madeToMeasure, ...fields } = entry;
  const sizes = xxl ? [...DEFAULT_SIZES, "XXL"] : [...DEFAULT_SIZES];
  const stockBySize = stockFor(entry, sizes);
  // Featured pieces and every third one get a third picture, so galleries of 2 and 3 both show.
  const imageCount = featured || position % 3 === 0 ? 3 : 2;
  const slug = slugify(entry.name);
  return {
    ...fields,
    brand: BRAND_NAME,
    category: "clothing",
    subcategory,
    isActive: !inactive,
    isFeatured: Boolean(featured),
    discount: originalPrice ? Math.round((1 - entry.price / originalPrice) * 100) : 0,
    // Absent optional fields are left out rather than set to undefined, which DynamoDB would refuse.
    ...(originalPrice !== undefined && { originalPrice }),
    ...(sleeve_type !== undefined && { sleeve_type }),
    ...(neck_type !== undefined && { neck_type }),
    ...(length !== undefined && { length }),
    ...madeToMeasure,
    tags: [...entry.tags],
    sizes,
    stockBySize,
    stock: totalStock(stockBySize),
    size_guide: [...DEFAULT_SIZE_GUIDE.map((row) => ({ ...row })), ...(xxl ? [{ size: "XXL", bust: "42", waist: "36" }] : [])],
    images: Array.from({ length: imageCount }, (_, i) => `${CATALOGUE_IMAGE_DIR}/${slug}-${i + 1}.svg`),
    ...(subcategory === "Saree" && asSaree(entry)),
  };
}

/** Interleaved (dress, saree, custom, ...) so the home page's hero and first grid show the range. */
function interleave(): Array<[string, Entry]> {
  const lists: Array<[string, Entry[]]> = [
    ["Dress", DRESSES],
    ["Saree", SAREES],
    ["Custom Made", CUSTOM],
  ];
  const out: Array<[string, Entry]> = [];
  const longest = Math.max(...lists.map(([, list]) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const [subcategory, list] of lists) {
      const entry = list[i];
      if (entry) out.push([subcategory, entry]);
    }
  }
  return out;
}

export const DEMO_PRODUCTS: ProductInput[] = interleave().map(([subcategory, entry], position) => build(subcategory, entry, position));
