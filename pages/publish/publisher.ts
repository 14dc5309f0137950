import { publishChanges } from "./changes-run.js";
import { planDeploy } from "./deploy-run.js";
import type { PublishDeps, PublishFigures } from "./publish-deps.js";

// The publisher of the local shop, which lives as long as the shop: every page at start (the
// deploy's jobs, run here), then a run after each save. The local server does not know which
// products a save touched (the cloud's stream does), so a run reads the catalogue and hands every
// product to the same run as a stream batch, which renders only what shows differently.

export type { PublishDeps as PagePublisherDeps, PublishFigures } from "./publish-deps.js";

export interface PagePublisher {
  /** Brings every page up to date now (one run at a time; a call during a run waits for the next). */
  publish(): Promise<PublishFigures>;
  /** Asks for a run soon, coalescing bursts of saves into one. */
  publishSoon(): void;
  /** Takes no more requests, drops a run asked for and not begun, and waits for one under way. */
  stop(): Promise<void>;
}

export function createPagePublisher(deps: PublishDeps, options: { delayMs?: number } = {}): PagePublisher {
  const delayMs = options.delayMs ?? 200;
  /** The products of the last run, so one deleted or switched off since is named to the next. */
  let known: ReadonlySet<string> | undefined;
  let collectionsSeen = "";
  let running: Promise<PublishFigures> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function run(): Promise<PublishFigures> {
    const [catalogue, collections] = await Promise.all([deps.readCatalogue(), deps.readCollections()]);
    const collectionsNow = JSON.stringify(collections);
    const first = known === undefined;
    const products = new Set([...(known ?? []), ...catalogue.map((product) => product.id)]);
    const collectionsChanged = collectionsNow !== collectionsSeen;
    known = new Set(catalogue.map((product) => product.id));
    collectionsSeen = collectionsNow;
    const shop = { ...deps, readCatalogue: async () => catalogue, readCollections: async () => collections };
    if (first) return planDeploy(shop);
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    return publishChanges({ ...shop, readProducts: async (ids) => ids.flatMap((id) => byId.get(id) ?? []) }, { products, collections: collectionsChanged });
  }

  function publish(): Promise<PublishFigures> {
    if (running) return running.then(() => publish());
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    publish,
    publishSoon() {
      if (timer || stopped) return;
      timer = setTimeout(() => {
        timer = null;
        publish()
          .then((figures) => deps.log?.(`Pages re-rendered: ${figures.pages} (${figures.productPages} products, ${figures.removed} removed) in ${figures.ms} ms`))
          .catch((error: unknown) => deps.log?.(`Pages could not be re-rendered: ${error instanceof Error ? error.message : String(error)}`));
      }, delayMs);
    },
    // A stopping shop does not wait for saves still arriving (under load a run can take seconds,
    // and each sale asks for another): every page is rendered again when the shop next starts.
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
