import { Plus } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

interface EntryAdderProps {
  /** "size", "tag": names the box and the button. */
  noun: string;
  entries: readonly string[];
  /** Called with the trimmed entry, never blank and never one already listed. */
  onAdd(entry: string): void;
  maxLength: number;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A text box and an Add button (Enter adds too), in place of the browser's prompt box. */
export function EntryAdder({ noun, entries, onAdd, maxLength }: EntryAdderProps) {
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  const entry = text.trim();

  function add() {
    if (entry === "") return;
    if (entries.some((listed) => listed.trim() === entry)) {
      setNote(`${entry} is already listed.`);
      return;
    }
    onAdd(entry);
    setText("");
    setNote(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the entry; it must not save the whole product form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div className="mgmt-adder">
      <label className="visually-hidden" htmlFor={id}>
        New {noun}
      </label>
      <input
        id={id}
        className="input mgmt-adder__input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setNote(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={`New ${noun}`}
        maxLength={maxLength}
        autoCapitalize="none"
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <button type="button" className="btn btn--small btn--outline" onClick={add} disabled={entry === ""}>
        <Plus size={16} aria-hidden="true" />
        Add {capitalised(noun)}
      </button>
      {note ? (
        <p id={`${id}-note`} className="field__hint mgmt-adder__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
