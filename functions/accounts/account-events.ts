import type { NewEvent } from "../data/events.js";
import type { Repositories } from "../data/repositories.js";

/**
 * Records an event for the admin's live view. The account change it describes has already been
 * written; an event lost to a database hiccup must not turn that success into an error.
 */
export async function recordAccountEvent(repos: Repositories, event: NewEvent): Promise<void> {
  try {
    await repos.events.append(event);
  } catch (error) {
    console.error("could not record event", event.type, error instanceof Error ? error.message : error);
  }
}
