import * as z from "zod";
import { formEmailSchema } from "./account-forms.js";
import { nameSchema } from "./account.js";

// The admin's user edit form (docs/product.md section 5): name and e-mail required, e-mail
// well-formed, and sent lower-cased as the server keeps it. Role and active flag are chosen, not typed.
export const userFormSchema = z.object({ name: nameSchema, email: formEmailSchema.transform((email) => email.toLowerCase()) });
