import { Link } from "react-router-dom";
import { BROWSE_CATEGORIES, type BrowseCategory } from "@shared/catalogue.js";
import { browsePath, capitalise } from "./browse-route.js";

/** Home, then the category and its kind, the collection, or "Search". */
export function ListingBreadcrumb({ category, type, collectionName }: { category?: BrowseCategory; type?: string; collectionName?: string }) {
  const browsing = Boolean(category || collectionName);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="plain-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        {category ? (
          <li>{type ? <Link to={browsePath(category)}>{BROWSE_CATEGORIES[category].label}</Link> : <span aria-current="page">{BROWSE_CATEGORIES[category].label}</span>}</li>
        ) : null}
        {category && type ? (
          <li>
            <span aria-current="page">{capitalise(type)}</span>
          </li>
        ) : null}
        {collectionName ? (
          <li>
            <span aria-current="page">{collectionName}</span>
          </li>
        ) : null}
        {!browsing ? (
          <li>
            <span aria-current="page">Search</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
