/** Why a list could not be read, in place of the rows, with a way to ask again. */
export function LoadErrorBanner({ text, onRetry, inPanel = false }: { text: string | null; onRetry?: () => void; inPanel?: boolean }) {
  if (!text) return null;
  const banner = (
    <div className="admin-flash admin-flash--error" role="alert">
      <p className="admin-flash__text">{text}</p>
      {onRetry ? (
        <button type="button" className="btn btn--small btn--outline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
  return inPanel ? <div className="admin-panel__body">{banner}</div> : banner;
}
