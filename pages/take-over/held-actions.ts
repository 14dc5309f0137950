// Until the app has a rendered page, the buttons and forms that need it do nothing: a tap on the
// cart or the wishlist, a PIN code typed and checked would be lost (or a form sent the old way).
// take-over.ts holds them, in order, until React has committed the page, and then gives them to
// it. Held, they do not reach React meanwhile: a tap on an element it has not hydrated yet would
// hydrate it then and there, setting a field back to what was rendered. When the app took the
// page's elements over, they go to the same elements; when it drew the page again (an address
// whose query the app reads, such as /material/silk?sort=newest), to the element drawn in the same
// place with the same name.
// Plain forms (a GET to an address the app reads: the header's search, the product page's size
// and Add to Cart) are not held: the browser keeps their fields and sends them, as without script.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Held {
  element: Element;
  /** Where to find it in a page drawn again: its tag, its place among those, and its name. */
  tag: string;
  index: number;
  name: string;
  act(element: Element): void;
}

const HELD_EVENTS = ["click", "submit", "input", "change"] as const;
/** How long a page drawn again may take to show the element an action was held for. */
const REDRAW_WAIT_MS = 5000;

const held: Held[] = [];
const root = () => document.getElementById("root");

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio");

const nameOf = (element: Element) => (element.getAttribute("aria-label") ?? element.getAttribute("name") ?? element.textContent ?? "").trim();

function keep(element: Element, act: (element: Element) => void) {
  const tag = element.tagName.toLowerCase();
  const index = [...(root()?.querySelectorAll(tag) ?? [])].indexOf(element);
  held.push({ element, tag, index, name: nameOf(element), act });
}

/** Whether the element belongs to a form that works without the app: a GET to its own address. */
function inPlainForm(target: Element | null): boolean {
  const control = target?.closest("button, input, select, textarea") as Field | HTMLButtonElement | null | undefined;
  const form = target instanceof HTMLFormElement ? target : control?.form;
  return form?.getAttribute("method") === "get" && form.hasAttribute("action");
}

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  // A value entered in a plain form is still held: the app's takeover would otherwise set the
  // field back to what was rendered (a size chosen became the first size). Its sending is not.
  if (event.type === "input" || event.type === "change") {
    if (isField(target)) {
      const value = target.value;
      keep(target, (field) => enter(field as Field, value, event.type));
      // Captured at the document, before the app's root can see it.
      event.stopPropagation();
    }
    return;
  }
  if (inPlainForm(target)) return;
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    event.preventDefault();
    event.stopPropagation();
    keep(target, (form) => (form as HTMLFormElement).requestSubmit());
    return;
  }
  const button = target?.closest("button");
  if (button) {
    event.preventDefault();
    event.stopPropagation();
    keep(button, (element) => (element as HTMLButtonElement).click());
  }
}

/**
 * Gives a field's value to the app as if just entered. React notices a change by comparing the
 * field with the value it last saw through the element's own `value` property, so that property is
 * first given something else, then the element's type's setter (which React does not watch) the value.
 */
function enter(field: Field, value: string, type: string) {
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** The element drawn in the held one's place, once the page has been drawn again; null if none comes. */
function counterpart(action: Held): Promise<Element | null> {
  const find = () => {
    const candidate = root()?.querySelectorAll(action.tag)[action.index];
    return candidate && candidate !== action.element && !action.element.isConnected && nameOf(candidate) === action.name ? candidate : null;
  };
  const container = root();
  if (find() || !container) return Promise.resolve(find());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) finish(found);
    });
    const timer = setTimeout(() => finish(null), REDRAW_WAIT_MS);
    function finish(found: Element | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    }
    observer.observe(container, { childList: true, subtree: true });
  });
}

export function holdActions(): void {
  for (const type of HELD_EVENTS) document.addEventListener(type, hold, true);
}

/** Stops holding and gives what was held to the app, in order: to the element still on the page, else to its counterpart. */
export async function giveHeldActions(): Promise<void> {
  for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true);
  for (const action of held.splice(0)) {
    const target = action.element.isConnected ? action.element : await counterpart(action);
    if (target) action.act(target);
  }
}
