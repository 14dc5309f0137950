import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CourierLedger, LedgerState } from "./ledger.js";

// What the emulator keeps across restarts when it is given a folder (npm start gives it one
// under .data/): the PDFs it made (a label link in the shop's admin keeps working) and its
// ledger of shipments (tracking and NDR go on where they were). Without a folder (tests) it
// keeps them in memory, as before.

export class EmulatorDataFolder {
  private readonly memory = new Map<string, Buffer>();

  constructor(private readonly dir?: string) {
    if (dir) mkdirSync(join(dir, "documents"), { recursive: true });
  }

  /** A label or manifest, by the name its link carries. */
  putDocument(name: string, pdf: Buffer): void {
    if (this.dir) writeFileSync(join(this.dir, "documents", name), pdf);
    else this.memory.set(name, pdf);
  }

  /** Undefined for a name it never made (names are checked before they reach the disk). */
  document(name: string): Buffer | undefined {
    if (!/^[a-z]+-[0-9a-f]{16}\.pdf$/.test(name)) return undefined;
    if (!this.dir) return this.memory.get(name);
    const file = join(this.dir, "documents", name);
    return existsSync(file) ? readFileSync(file) : undefined;
  }

  loadLedger(): LedgerState | undefined {
    const file = this.dir && join(this.dir, "ledger.json");
    return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as LedgerState) : undefined;
  }

  /** Written whole, then renamed over the old one, so a stop half way never leaves half a file. */
  saveLedger(ledger: CourierLedger): void {
    if (!this.dir) return;
    const file = join(this.dir, "ledger.json");
    writeFileSync(`${file}.new`, JSON.stringify(ledger.state()));
    renameSync(`${file}.new`, file);
  }
}
