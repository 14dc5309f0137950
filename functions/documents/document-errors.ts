/**
 * A document that cannot be issued as things stand and will not be by trying again (the order is
 * gone or unpaid, the refund unknown): the outbox gives that step up and says why.
 */
export class DocumentRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DocumentRefused";
  }
}

/** Issuing must wait (a placeholder GSTIN on production): the outbox tries again later. */
export class DocumentNotReady extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DocumentNotReady";
  }
}
