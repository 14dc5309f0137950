import { useState } from "react";
import type { ExportKind, StartExport } from "@shared/schemas/export-job.js";
import { errorText } from "@/api/error-text.js";
import type { Flash } from "@/admin/shared/Flash.js";
import { startExport } from "./exports-api.js";
import { useShowStartedExport } from "./use-recent-exports.js";

/**
 * Starts a background export from a panel: which kind is being asked for (its button says
 * "Preparing..."), then the panel's message: where its link will appear, or why it could not start.
 */
export function useStartExport(setFlash: (flash: Flash | null) => void, failed: string) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const showStarted = useShowStartedExport();

  async function start(asked: StartExport) {
    if (busy) return;
    setBusy(asked.kind);
    setFlash(null);
    try {
      const job = await startExport(asked);
      showStarted(job);
      setFlash({ kind: "success", text: `Preparing ${job.fileName}: its Download link appears below when it is ready.` });
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, failed) });
    } finally {
      setBusy(null);
    }
  }

  return { busy, start };
}
