import { Database, HardDrive, Server, type LucideIcon } from "lucide-react";
import type { SystemHealth } from "./use-dashboard.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";

const PARTS: { key: keyof SystemHealth; label: string; icon: LucideIcon }[] = [
  { key: "database", label: "Database", icon: Database },
  { key: "apiServer", label: "API Server", icon: Server },
  { key: "fileStorage", label: "File Storage", icon: HardDrive },
];

/** Real checks: the API's health route (which reads the table) and a file from the picture store. */
export function SystemStatus({ health, checkedAt }: { health: SystemHealth; checkedAt: Date | null }) {
  return (
    <AdminPanel
      titleId="system-status-title"
      title="System Status"
      aside={
        checkedAt ? (
          <span className="muted system-status__checked">
            Checked {checkedAt.toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit", second: "2-digit" })}
          </span>
        ) : null
      }
    >
      <ul className="admin-panel__body stack system-status">
        {PARTS.map(({ key, label, icon: Icon }) => {
          const state = health[key];
          return (
            <li key={key} className="system-status__row">
              <Icon size={20} aria-hidden="true" />
              <span className="system-status__name">{label}</span>
              <span className={`system-status__state is-${state ?? "checking"}`}>
                <span className="system-status__dot" aria-hidden="true" />
                {state === "online" ? "Online" : state === "offline" ? "Offline" : "Checking…"}
              </span>
            </li>
          );
        })}
      </ul>
    </AdminPanel>
  );
}
