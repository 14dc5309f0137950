import type { ReactNode } from "react";

interface SelectAllCellProps {
  /** What is listed, for the checkbox's name: "Select all products shown". */
  noun: string;
  allTicked: boolean;
  someTicked: boolean;
  onToggle: () => void;
  disabled: boolean;
}

/** The header cell of an admin table whose rows can be selected for a bulk action. */
export function SelectAllCell({ noun, allTicked, someTicked, onToggle, disabled }: SelectAllCellProps): ReactNode {
  return (
    <th className="check">
      <label className="mgmt-select-all">
        <input
          type="checkbox"
          aria-label={`Select all ${noun} shown`}
          checked={allTicked}
          ref={(box) => {
            // A part selection shows as a dash, which only the DOM property can express.
            if (box) box.indeterminate = someTicked;
          }}
          onChange={onToggle}
          disabled={disabled}
        />
        <span aria-hidden="true">Select all</span>
      </label>
    </th>
  );
}
