import { BadgeCheck, PhoneCall, RefreshCw, Truck } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import { LoadingState } from "@/components/LoadingState.js";
import { whenIdle } from "@/lib/when-idle.js";
import { reloadCatalogue, useCatalogue } from "@/stores/catalogue-store.js";
import { HeroSlider } from "./HeroSlider.js";
import { listingScreen } from "./listing-screen.js";
import { ProductGrid } from "./ProductGrid.js";
import "./catalogue.css";

const ListingPage = listingScreen.Screen;

const HERO_COUNT = 4;
const FEATURED_COUNT = 8;

/** "/": the home page, or search results over the whole catalogue when a search is set. */
export default function HomeRoute() {
  const [params] = useSearchParams();
  if (params.get("q")?.trim()) {
    return (
      <Suspense fallback={<LoadingState label="Searching…" />}>
        <ListingPage />
      </Suspense>
    );
  }
  return <HomePage />;
}

function HomePage() {
  const { products, status, error } = useCatalogue();
  // A search from here then draws its results without fetching their screen first.
  useEffect(() => whenIdle(() => void listingScreen.preload().catch(() => undefined)), []);
  return (
    <div className="home">
      <h1 className="visually-hidden">Rangrez: ethnic wear for women</h1>
      {status === "failed" ? (
        <div className="page state">
          <p>{error ?? "The collection could not be loaded."}</p>
          <button type="button" className="btn btn--primary" onClick={() => void reloadCatalogue()}>
            <RefreshCw size={18} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : (
        <>
          <div className="home__hero-wrap">
            <HeroSlider products={products.slice(0, HERO_COUNT)} />
          </div>
          <Promises />
          <CategoryTiles products={products} />
          <section className="page home__featured" aria-labelledby="featured-heading">
            <div className="section-heading">
              <h2 id="featured-heading">Featured Products</h2>
              <Link to="/material" className="section-heading__link">
                View all
              </Link>
            </div>
            {products.length === 0 ? (
              <p className="muted">Our new collection is being photographed. Please check back soon.</p>
            ) : (
              <ProductGrid products={products.slice(0, FEATURED_COUNT)} label="Featured Products" eagerCount={2} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The shop's promises, said where a first-time visitor looks. */
function Promises() {
  const promises = [
    { icon: Truck, text: "Delivery across India in 7-10 business days" },
    { icon: PhoneCall, text: "Confirmation call within 24 hours" },
    { icon: RefreshCw, text: "7-day exchange or store credit" },
    { icon: BadgeCheck, text: "Secure prepaid checkout" },
  ];
  return (
    <ul className="promise-list promises" aria-label="Our promises">
      {promises.map(({ icon: Icon, text }) => (
        <li key={text}>
          <Icon size={20} aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

function CategoryTiles({ products }: { products: readonly CatalogueCard[] }) {
  const pictureOf = (subcategory: string) => products.find((p) => p.subcategory.toLowerCase() === subcategory)?.images?.[0];
  const tiles = [
    { to: "/dress", title: "Dresses", text: "Cotton, rayon, organza and more", image: pictureOf("dress") },
    { to: "/saree", title: "Sarees", text: "Banarasi, silk, handloom cotton", image: pictureOf("saree") },
    { to: "/material", title: "Shop by Material", text: "Everything, fabric first", image: pictureOf("custom made") ?? products[2]?.images?.[0] },
  ];
  return (
    <section className="page home__tiles" aria-labelledby="tiles-heading">
      <h2 id="tiles-heading" className="visually-hidden">
        Shop by category
      </h2>
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="tile">
              {tile.image ? <img src={tile.image} alt="" width={600} height={800} loading="lazy" decoding="async" /> : null}
              <span className="tile__text">
                <span className="tile__title">{tile.title}</span>
                <span className="tile__sub">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
