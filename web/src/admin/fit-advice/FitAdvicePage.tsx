import { Download, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { RETURN_REASON_LABELS, RETURN_REASONS } from "@shared/returns.js";
import { percent } from "@shared/fit-advice/fit-report.js";
import { sumOf } from "@shared/fit-advice/fit-evidence.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, type Flash } from "@/admin/shared/Flash.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { editProductPath } from "@/admin/shared/admin-paths.js";
import { ExportJobs } from "@/admin/exports/ExportJobs.js";
import { useRecentExports } from "@/admin/exports/use-recent-exports.js";
import { useStartExport } from "@/admin/exports/use-start-export.js";
import { fetchFitPage, type FitPage, type FitRow } from "./fit-advice-api.js";
import "./fit-advice.css";

/**
 * /admin/fit-advice (issue 46): per product, how its pieces came back by size and reason, the fit
 * its page tells shoppers and the evidence behind it; products whose pieces come back for size far
 * more often than the shop's are flagged to check their size guide.
 */
export default function FitAdvicePage() {
  const id = useId();
  const [flagged, setFlagged] = useState(false);
  const [pages, setPages] = useState<FitPage[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const { can } = usePermissions();
  const { busy, start } = useStartExport(setFlash, "The CSV could not be prepared. Check the connection and try again.");

  const load = useCallback(
    (cursor: string | undefined, signal?: AbortSignal) =>
      fetchFitPage({ flagged, cursor }, signal).then(
        (page) => {
          setPages((before) => (cursor ? [...before, page] : [page]));
          setFailed(null);
        },
        (error: unknown) => {
          if (!signal?.aborted) setFailed(errorText(error, "The fit figures could not be loaded."));
        },
      ),
    [flagged],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(undefined, controller.signal);
    return () => controller.abort();
  }, [load]);

  const shop = pages[0]?.shop;
  const rows = pages.flatMap((page) => page.data);
  const next = pages.at(-1)?.pagination.nextCursor ?? null;
  return (
    <section className="admin-page fit-page">
      <PageHeader
        title="Fit and returns"
        count={shop ? `Shop: ${percent(shop.sizeReturnRate)} of ${shop.decided} pieces known came back for size · ${percent(shop.returnRate)} returned · ${percent(shop.exchangeRate)} exchanged` : undefined}
        actions={
          can("exports") ? (
            <button type="button" className="btn btn--outline" disabled={busy !== null} onClick={() => void start({ kind: "fit-advice" })}>
              <Download size={18} aria-hidden="true" /> {busy ? "Preparing..." : "Export CSV"}
            </button>
          ) : null
        }
      />
      <p className="muted fit-page__intro">
        Pieces known are those kept past the return window or sent back. A product's page says how it fits once {shop?.minSignals ?? 8} buyers have kept, exchanged, returned
        for size or reviewed it (Settings, Fit advice).
      </p>
      <FlashMessage flash={flash} />
      {can("exports") ? <FitExports titleId={`${id}-exports`} /> : null}
      <label className="fit-page__filter">
        <input type="checkbox" checked={flagged} onChange={(event) => setFlagged(event.target.checked)} /> Only products to check
      </label>
      <LoadErrorBanner text={failed} onRetry={() => void load(undefined)} />
      {pages.length > 0 && rows.length === 0 ? <p className="muted">{flagged ? "No product comes back for size far more often than the shop's average." : "No piece has been kept past its window or sent back yet."}</p> : null}
      <ul className="fit-page__list">
        {rows.map((row) => (
          <FitCard key={row.productId} row={row} />
        ))}
      </ul>
      {next ? (
        <button type="button" className="btn btn--outline" onClick={() => void load(next)}>
          Show more
        </button>
      ) : null}
    </section>
  );
}

function FitExports({ titleId }: { titleId: string }) {
  const exports = useRecentExports();
  return <ExportJobs jobs={(exports.data ?? []).filter((job) => job.kind === "fit-advice")} titleId={titleId} title="Recent fit exports" />;
}

function FitCard({ row }: { row: FitRow }) {
  const { report } = row;
  return (
    <li className="fit-card" aria-label={row.name}>
      <header className="fit-card__head">
        <a href={editProductPath(row.productId)} className="fit-card__name">
          {row.name}
        </a>
        <span className="muted">{row.subcategory}</span>
        {row.checkSizeGuide ? (
          <span className="fit-card__flag">
            <TriangleAlert size={15} aria-hidden="true" /> Check the size guide
          </span>
        ) : null}
      </header>
      <p className="fit-card__signal">{row.signal ? `${row.signal.text}. ${row.signal.basis}.` : "Too little evidence to say how it fits."}</p>
      <p className="muted">
        {report.decided} pieces known · {percent(report.sizeReturnRate)} back for size · {percent(report.returnRate)} returned · {percent(report.exchangeRate)} exchanged
      </p>
      <div className="fit-card__table">
        <table className="table">
          <caption className="visually-hidden">Pieces of {row.name} by size</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Known</th>
              <th scope="col">Kept</th>
              <th scope="col">Returned</th>
              <th scope="col">Exchanged</th>
            </tr>
          </thead>
          <tbody>
            {report.sizes.map((size) => {
              const back = RETURN_REASONS.filter((reason) => (size.returned[reason] ?? 0) > 0).map((reason) => `${size.returned[reason]} ${RETURN_REASON_LABELS[reason].toLowerCase()}`);
              const exchanged = [size.exchangedUp ? `${size.exchangedUp} up` : "", size.exchangedDown ? `${size.exchangedDown} down` : "", size.exchangedOther ? `${size.exchangedOther} other` : ""].filter(Boolean);
              return (
                <tr key={size.size}>
                  <th scope="row">{size.size}</th>
                  <td>{size.decided}</td>
                  <td>{size.kept}</td>
                  <td>
                    {percent(size.returnRate)}
                    {sumOf(size.returned) > 0 ? <span className="fit-card__detail"> ({back.join(", ")})</span> : null}
                  </td>
                  <td>
                    {percent(size.exchangeRate)}
                    {exchanged.length > 0 ? <span className="fit-card__detail"> ({exchanged.join(", ")})</span> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </li>
  );
}
