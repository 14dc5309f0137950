import { Search, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { isBrowseCategory } from "@/features/catalogue/browse-route.js";
import { listingScreen } from "@/features/catalogue/listing-screen.js";
import { askSearchAhead } from "@/features/catalogue/search-ahead.js";
import { useCatalogue } from "@/stores/catalogue-store.js";

/**
 * The header's product search. On a category list it narrows that list; anywhere else it searches
 * the whole catalogue on "/". The term lives in the address as ?q=. A plain form to that address,
 * so a search sent on a rendered page before the app arrives lands on the same results.
 */
export function SearchBox({ className, onSearched }: { className?: string; onSearched?(): void }) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = params.get("q") ?? "";
  const [text, setText] = useState(current);

  const input = useRef<HTMLInputElement>(null);

  // Follow the address when it changes under us (back button, a category link).
  useEffect(() => setText(current), [current]);
  // Words typed on the rendered page before the app took it over stay in the box.
  const takenOver = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed && typed !== current) setText(typed);
  });
  useEffect(() => takenOver(), []);

  const onList = isBrowseCategory(pathname.split("/")[1]);
  const { paged } = useCatalogue();

  function go(term: string) {
    const next = new URLSearchParams(onList ? params : undefined);
    if (term) next.set("q", term);
    else next.delete("q");
    const search = next.toString();
    // A large shop's results on "/": asked now, not once their screen is drawn.
    if (!onList && term && paged) askSearchAhead(term);
    navigate(`${onList ? pathname : "/"}${search ? `?${search}` : ""}`);
    onSearched?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go(text.trim());
  }

  return (
    <form role="search" method="get" action={onList ? pathname : "/"} className={`search ${className ?? ""}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        className="search__input"
        type="search"
        enterKeyHint="search"
        placeholder="Search sarees, dresses…"
        autoComplete="off"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        // The results' screen is fetched while she types: Enter then only asks the server.
        onFocus={() => void listingScreen.preload().catch(() => undefined)}
      />
      {text ? (
        <button
          type="button"
          className="search__clear"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            if (current) go("");
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
      <button type="submit" className="search__submit" aria-label="Search">
        <Search size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
