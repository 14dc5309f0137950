import * as z from "zod";
import { PRODUCTION_STAGES } from "../made-to-measure/production.js";
import { knownFieldsOnly, omittedWhenBlank } from "./known-fields.js";

const stage = (label: string) => z.enum(PRODUCTION_STAGES, { error: `${label} must be one of: ${PRODUCTION_STAGES.join(", ")}` });

/** A move on the production board: from the stage the admin saw, to the next or the one before (with a note). */
export const stageMoveSchema = knownFieldsOnly(
  z.object({
    from: stage("From"),
    to: stage("To"),
    note: omittedWhenBlank("Note", 300),
  }),
  "stage move",
);

export type StageMoveInput = z.infer<typeof stageMoveSchema>;
