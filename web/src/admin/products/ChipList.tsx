import { Plus, X } from "lucide-react";
import { withEntry, withoutEntry } from "./product-form-rules.js";

interface PromptedListProps {
  /** "Sizes", "Tags". */
  label: string;
  /** "size", "tag": used in the buttons and the prompt. */
  noun: string;
  entries: readonly string[];
  onChange(entries: string[]): void;
  /** Shown when the list is empty. */
  emptyText: string;
}

/**
 * Sizes and tags (docs/product.md section 5): added one at a time through a prompt, where an empty
 * answer is ignored, and each removable.
 */
export function PromptedList({ label, noun, entries, onChange, emptyText }: PromptedListProps) {
  function add() {
    const answer = window.prompt(`Enter a ${noun}:`);
    const next = withEntry(entries, answer);
    if (next.length !== entries.length) onChange(next);
  }
  return (
    <fieldset className="mgmt-chips">
      <legend className="field__label">{label}</legend>
      {entries.length === 0 ? <p className="field__hint">{emptyText}</p> : null}
      <ul className="mgmt-chips__list" aria-label={label}>
        {entries.map((entry, index) => (
          <li key={`${entry}-${index}`} className="mgmt-chip">
            <span>{entry}</span>
            <button type="button" className="mgmt-chip__remove" aria-label={`Remove ${noun} ${entry}`} onClick={() => onChange(withoutEntry(entries, index))}>
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--small btn--outline" onClick={add}>
        <Plus size={16} aria-hidden="true" />
        Add {noun.charAt(0).toUpperCase() + noun.slice(1)}
      </button>
    </fieldset>
  );
}
