import { Link, useLocation } from "react-router-dom";
import NotFoundPage from "@/components/NotFoundPage.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import PolicyContent from "./PolicyContent.js";
import { POLICIES, policyBySlug } from "./policy-list.js";

/** /components/{policy}: one policy page, with links to the others. */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const policy = policyBySlug(pathname.split("/")[2]);
  useDocumentTitle(policy?.title);
  if (!policy) return <NotFoundPage />;
  return (
    <div className="page policy-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol className="plain-list">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <span aria-current="page">{policy.label}</span>
          </li>
        </ol>
      </nav>
      <div className="policy-page__layout">
        <article className="policy-page__article">
          <span className="eyebrow">Customer care</span>
          <h1>{policy.title}</h1>
          <PolicyContent slug={policy.slug} />
        </article>
        <nav className="policy-page__nav" aria-label="Policies">
          <h2 className="policy-page__nav-title">Information</h2>
          <ul>
            {POLICIES.map((other) => (
              <li key={other.slug}>
                <Link to={other.path} aria-current={other.slug === policy.slug ? "page" : undefined}>
                  {other.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
