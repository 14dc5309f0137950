import { BRAND_NAME, BROWSE_CATEGORIES, type BrowseCategory } from "@shared/catalogue.js";
import { filterProducts, type CatalogueFilter } from "@shared/catalogue-filter.js";
import { collectionGroups, collectionOfPath, type ShopCollection } from "@shared/collections.js";
import { fromCardColumns, toCardColumns, type CatalogueCard } from "@shared/catalogue-cards.js";
import { SHARE_PICTURE_CONTENT_TYPE, sharePicture as photoSharePicture } from "@shared/media.js";
import { totalStock } from "@shared/stock.js";
import type { Product } from "@shared/schemas/product-record.js";
import { browseHeading, browsePath } from "@/features/catalogue/browse-route.js";
import { NO_FILTERS } from "@/features/catalogue/listing-query.js";
import { productId } from "@/lib/product-id.js";
import { POLICIES } from "@/features/policies/policy-list.js";
import { shortDescription, type PageHead, type SharePicture } from "./head.js";
import type { PageData } from "./page-data.js";

// Which pages the shop renders ahead, with what data and what head. Pure: the catalogue (active
// products, in the order the storefront lists them) and the shop's public origin in, pages out.

/** The screen a page shows, which says which scripts and styles it needs. */
export type Screen = "home" | "listing" | "product" | "policy";

export interface SitePage extends PageData {
  screen: Screen;
  head: PageHead;
  /** For the sitemap: when what the page shows last changed. */
  lastModified?: string;
}

/**
 * Cards a listing embeds: a small listing whole, a large one its first screens on any device
 * (12 rows of four on a desktop); the rest loads after, below them.
 */
export const LISTING_FIRST_SCREEN = 48;
/** What the home page shows: the hero's slides and the featured products (HomePage.tsx). */
const HOME_PRODUCTS = 8;
/** The home page's category tiles take the first picture of these subcategories (HomePage.tsx). */
const TILE_SUBCATEGORIES = ["dress", "saree", "custom made"];

export const HOME_TITLE = `${BRAND_NAME} — Ethnic wear for women`;
const HOME_DESCRIPTION = "Dresses, handloom sarees and made-to-measure ethnic wear for women, shipped across India.";
const titled = (title: string) => `${title} | ${BRAND_NAME}`;

export const productPath = (product: { _id?: string; id?: string }) => `/product/${encodeURIComponent(productId(product))}`;
const absolute = (origin: string, path: string) => `${origin}${path}`;

function sharePicture(origin: string, image: string | undefined, alt: string): SharePicture | undefined {
  if (!image) return undefined;
  // A shop photo is shared as its share picture: a JPEG 1,200 px wide (or the photo's width),
  // what chat apps preview best (shared/media.ts). Other pictures (the demo's SVGs, pasted
  // addresses) are named as they are.
  const share = photoSharePicture(image);
  if (share) return { url: absolute(origin, share.url), width: share.width, height: share.height, type: SHARE_PICTURE_CONTENT_TYPE, alt };
  return { url: /^https?:\/\//.test(image) ? image : absolute(origin, image), alt };
}

/**
 * A product as the catalogue-wide pages know it: its card exactly as the browser gets it from the
 * listing route, and when it last changed. What the publisher's catalogue snapshot keeps.
 */
export type ListedProduct = CatalogueCard & { updatedAt: string };

/** The products (in the storefront's order) as the catalogue-wide pages know them. */
export function listedProducts(products: readonly Product[]): ListedProduct[] {
  return fromCardColumns(toCardColumns(products)).map((card, index) => ({ ...card, updatedAt: products[index]!.updatedAt }));
}

/** The cards a page embeds. */
const cardsOf = (products: readonly ListedProduct[]): CatalogueCard[] => products.map(({ updatedAt: _, ...card }) => card);

const newest = (products: readonly { updatedAt: string }[]) => products.reduce<string | undefined>((latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest), undefined);

const organization = (origin: string) => ({ "@type": "Organization", name: BRAND_NAME, url: `${origin}/`, logo: `${origin}/logo.svg` });

/** A published review as the product page's JSON-LD names it (issue 27). */
export interface LdReview {
  author: string;
  stars: number;
  title: string;
  text: string;
  createdAt: string;
}

/**
 * The reviews' JSON-LD: an AggregateRating from the product's approved reviews and a few of them,
 * only when there are real ones (a rating is never typed: functions/data/reviews.ts).
 */
function reviewData(product: Product, reviews: readonly LdReview[]) {
  if (!product.rating || !product.reviewCount) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.toFixed(1), reviewCount: product.reviewCount, bestRating: "5", worstRating: "1" },
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: String(review.stars), bestRating: "5", worstRating: "1" },
          })),
        }
      : {}),
  };
}

export function productPage(product: Product, origin: string, reviews: readonly LdReview[] = []): SitePage {
  const path = productPath(product);
  const url = absolute(origin, path);
  const description = shortDescription(product.description || `${product.name} from ${BRAND_NAME}.`);
  const images = (product.images ?? []).map((image) => (/^https?:\/\//.test(image) ? image : absolute(origin, image)));
  const inStock = totalStock(product.stockBySize ?? {}) > 0;
  return {
    screen: "product",
    path,
    products: [],
    product,
    lastModified: product.updatedAt,
    head: {
      title: titled(product.name),
      description,
      canonical: url,
      ogType: "product",
      picture: sharePicture(origin, product.images?.[0], product.name),
      price: product.price,
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: product.name,
          description: product.description,
          sku: productId(product),
          image: images,
          url,
          ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
          ...(product.color ? { color: product.color } : {}),
          ...(product.material ? { material: product.material } : {}),
          category: product.subcategory,
          ...reviewData(product, reviews),
          offers: {
            "@type": "Offer",
            url,
            price: product.price.toFixed(2),
            priceCurrency: "INR",
            availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            itemCondition: "https://schema.org/NewCondition",
            seller: organization(origin),
          },
        },
      ],
    },
  };
}

function itemList(origin: string, products: readonly ListedProduct[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({ "@type": "ListItem", position: index + 1, url: absolute(origin, productPath(product)), name: product.name })),
  };
}

interface Listing {
  path: string;
  /** What ListingPage.tsx filters this address by. */
  filter: CatalogueFilter;
  title: string;
}

const browseListing = (category: BrowseCategory, type?: string): Listing => ({ path: browsePath(category, type), filter: { category, type }, title: browseHeading(category, type).title });

function listingPage(catalogue: readonly ListedProduct[], origin: string, { path, filter, title }: Listing): SitePage {
  // The listing's own filter with nothing chosen (ListingPage.tsx), so both list the same products.
  const matching = filterProducts(catalogue, { ...filter, search: "", ...NO_FILTERS });
  const first = matching.slice(0, LISTING_FIRST_SCREEN);
  return {
    screen: "listing",
    path,
    products: cardsOf(first),
    total: matching.length,
    lastModified: newest(matching),
    head: {
      title: titled(title),
      description: `${title} at ${BRAND_NAME}: ${matching.length} ${matching.length === 1 ? "piece" : "pieces"} of women's ethnic wear, GST included, shipped across India.`,
      canonical: absolute(origin, path),
      ogType: "website",
      picture: sharePicture(origin, first[0]?.images?.[0], title),
      structuredData: [itemList(origin, first)],
    },
  };
}

function homePage(catalogue: readonly ListedProduct[], origin: string): SitePage {
  const shown = new Set(catalogue.slice(0, HOME_PRODUCTS));
  for (const subcategory of TILE_SUBCATEGORIES) {
    const first = catalogue.find((p) => p.subcategory.toLowerCase() === subcategory);
    if (first) shown.add(first);
  }
  // In catalogue order, so each "first of" the page looks for is the same in the whole catalogue.
  const products = catalogue.filter((p) => shown.has(p));
  return {
    screen: "home",
    path: "/",
    products: cardsOf(products),
    lastModified: newest(catalogue),
    head: {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: `${origin}/`,
      ogType: "website",
      picture: sharePicture(origin, products[0]?.images?.[0], HOME_TITLE),
      structuredData: [
        { "@context": "https://schema.org", "@type": "WebSite", name: BRAND_NAME, url: `${origin}/`, potentialAction: { "@type": "SearchAction", target: `${origin}/?q={search_term_string}`, "query-input": "required name=search_term_string" } },
        { "@context": "https://schema.org", ...organization(origin) },
        itemList(origin, catalogue.slice(0, HOME_PRODUCTS)),
      ],
    },
  };
}

function policyPages(origin: string): SitePage[] {
  return POLICIES.map((policy) => ({
    screen: "policy",
    path: policy.path,
    products: [],
    head: {
      title: titled(policy.title),
      description: `${policy.title} of ${BRAND_NAME}: how we ship, exchange, cancel and look after your details.`,
      canonical: absolute(origin, policy.path),
      ogType: "website",
      structuredData: [{ "@context": "https://schema.org", "@type": "WebPage", name: policy.title, url: absolute(origin, policy.path), publisher: organization(origin) }],
    },
  }));
}

/** The listings of the active subcategories that are not browsing roots (/collections/custom-made). */
function collectionListings(collections: readonly ShopCollection[]): Listing[] {
  return collectionGroups(collections).flatMap((group) =>
    group.collections.flatMap(({ path, name }) => {
      const slug = collectionOfPath(path);
      return slug ? [{ path, filter: { collection: slug }, title: name }] : [];
    }),
  );
}

/**
 * Every page but the products': home, each category, material and collection listing, each
 * policy; each page carries the active subcategories (`collections`) its menus list.
 */
export function catalogueWidePages(catalogue: readonly ListedProduct[], origin: string, collections: readonly ShopCollection[] = []): SitePage[] {
  const listings = (Object.keys(BROWSE_CATEGORIES) as BrowseCategory[]).flatMap((category) => [
    browseListing(category),
    ...BROWSE_CATEGORIES[category].types.map((type) => browseListing(category, type)),
  ]);
  const pages = [homePage(catalogue, origin), ...[...listings, ...collectionListings(collections)].map((listing) => listingPage(catalogue, origin, listing)), ...policyPages(origin)];
  return pages.map((page) => ({ ...page, collections: [...collections] }));
}
