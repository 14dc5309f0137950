import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FlashMessage, type Flash } from "./Flash.js";
import { AddButton, RefreshButton } from "./HeaderButtons.js";
import { PageHeader } from "./PageHeader.js";

interface ListHeaderProps {
  title: string;
  count: ReactNode;
  onRefresh(): void;
  /** The button that opens the form for a new record. */
  add?: { label: string; onClick(): void; icon?: LucideIcon };
  /** The outcome of the last action, under the title. */
  flash: { flash: Flash | null; clear(): void };
}

/** A list screen's title, count, Refresh and Add buttons, and the message box under them. */
export function ListHeader({ title, count, onRefresh, add, flash }: ListHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        count={count}
        actions={
          <>
            <RefreshButton onClick={onRefresh} />
            {add ? <AddButton label={add.label} icon={add.icon} onClick={add.onClick} /> : null}
          </>
        }
      />
      <FlashMessage flash={flash.flash} onClose={flash.clear} />
    </>
  );
}
