import { INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "./email.js";
import { INVALID_PHONE_MESSAGE, INVALID_PINCODE_MESSAGE, isPincode, normaliseIndianMobile } from "./indian-contact-rules.js";
import type { FormProblem } from "./register-form.js";

// The profile edit form. Name and e-mail are required (as in registration); phone and address
// may stay empty, but what is given must be usable for delivery in India.

export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export function profileFormProblem(form: ProfileForm): FormProblem<keyof ProfileForm> | null {
  if (!form.name.trim()) return { field: "name", message: "Name is required" };
  if (!form.email.trim()) return { field: "email", message: "Email is required" };
  if (!isWellFormedEmail(form.email.trim())) return { field: "email", message: INVALID_EMAIL_MESSAGE };
  if (form.phone.trim() && !normaliseIndianMobile(form.phone)) return { field: "phone", message: INVALID_PHONE_MESSAGE };
  if (form.zipCode.trim() && !isPincode(form.zipCode.trim())) return { field: "zipCode", message: INVALID_PINCODE_MESSAGE };
  return null;
}
