/** An outbox item that cannot be done at all (its order is gone, the refund unknown): stop trying. */
export class GiveUp extends Error {}
