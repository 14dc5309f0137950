import { Compass } from "lucide-react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "./use-document-title.js";

/** Any path the shop does not have. */
export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="page state not-found">
      <Compass size={44} className="state__icon" aria-hidden="true" />
      <h1>Page not found</h1>
      <p className="muted">We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <div className="not-found__actions">
        <Link to="/" className="btn btn--primary">
          Go to the home page
        </Link>
        <Link to="/dress" className="btn btn--outline">
          Browse dresses
        </Link>
      </div>
    </div>
  );
}
