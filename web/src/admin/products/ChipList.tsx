import { X } from "lucide-react";
import { EntryAdder } from "./EntryAdder.js";
import { withEntry, withoutEntry } from "./product-form-lists.js";

interface ChipListProps {
  /** "Tags". */
  label: string;
  /** "tag": used in the box, the buttons and the messages. */
  noun: string;
  entries: readonly string[];
  onChange(entries: string[]): void;
  /** Shown when the list is empty. */
  emptyText: string;
  maxLength: number;
}

/** Tags as removable chips, added one at a time in a box beside them (blank and repeated ones ignored). */
export function ChipList({ label, noun, entries, onChange, emptyText, maxLength }: ChipListProps) {
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
      <EntryAdder noun={noun} entries={entries} maxLength={maxLength} onAdd={(entry) => onChange(withEntry(entries, entry))} />
    </fieldset>
  );
}
