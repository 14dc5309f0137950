import { productPath } from "../render/site-pages.js";
import { eachBounded } from "./bounded.js";
import { handOffJobs, productJobs } from "./deploy-run.js";
import { pageKey } from "./page-store.js";
import { removePages, renderProductPages } from "./product-pages.js";
import { addFigures, NO_PAGES, readSome, type PublishDeps, type PublishFigures } from "./publish-deps.js";
import { marksOf } from "./shown.js";
import { searchIndexJobs } from "./search-index-run.js";
import { publishSiteWide, updatedSnapshot } from "./site-wide.js";

/** What a stream batch (or a local save) names: products saved or deleted, and whether a subcategory was. */
export interface CatalogueChanges {
  products: ReadonlySet<string>;
  collections: boolean;
}

/**
 * A run for a few changes: reads only the products named, and compares what each shows with the
 * marks its page was rendered with. A sale (stock only) renders nothing; a size selling out or
 * coming back renders that product's page; a change a card shows (name, price, picture...), a
 * product added or gone, or a subcategory renders the catalogue-wide pages from the snapshot (and
 * hands off the feeds; for a subcategory, every product page too, as each page's menus list them).
 * The catalogue-wide pages go first: the marks are written last, so a run that fails part-way is
 * done again whole when the stream retries the batch.
 */
export async function publishChanges(deps: PublishDeps, changes: CatalogueChanges): Promise<PublishFigures> {
  const started = performance.now();
  const ids = [...changes.products];
  const [active, marks] = await Promise.all([
    readSome(deps, ids),
    eachBounded(ids, async (id) => (deps.store.marks ? await deps.store.marks(pageKey(productPath({ id }))) : undefined)),
  ]);
  const activeById = new Map(active.map((product) => [product.id, product]));
  const marksById = new Map(ids.map((id, index) => [id, marks[index]]));
  // A product gone whose page was rendered (it has marks), or any gone product when the store keeps no marks.
  const gone = ids.filter((id) => !activeById.has(id) && (!deps.store.marks || marksById.get(id)));
  const toRender = active.filter((product) => {
    const was = marksById.get(product.id);
    const now = marksOf(product);
    return was?.page !== now.page || was.lists !== now.lists;
  });
  const listsChanged = active.filter((product) => marksById.get(product.id)?.lists !== marksOf(product).lists);
  let figures = NO_PAGES;
  const collections = toRender.length > 0 || listsChanged.length > 0 || gone.length > 0 || changes.collections ? await deps.readCollections() : [];
  if (listsChanged.length > 0 || gone.length > 0 || changes.collections) {
    const listed = await updatedSnapshot(deps, listsChanged, gone);
    figures = await publishSiteWide(deps, listed, collections);
    // The feeds read the whole catalogue, and a subcategory changes every page's menus: jobs of their own, not this batch's time.
    const menus = changes.collections ? productJobs(listed.map((product) => product.id ?? product._id)) : [];
    // The search index too: it writes nothing unless a searched field moved.
    figures = addFigures(figures, await handOffJobs(deps, [{ feeds: true }, ...searchIndexJobs(deps), ...menus]));
  }
  const productPages = await renderProductPages(deps, toRender, collections);
  const removed = await removePages(
    deps,
    gone.map((id) => productPath({ id })),
  );
  return { ...addFigures(figures, { pages: productPages, productPages, removed }), ms: Math.round(performance.now() - started) };
}
