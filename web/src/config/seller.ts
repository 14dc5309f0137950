// Who sells, and how shoppers reach them: the details the Consumer Protection (E-Commerce) Rules,
// 2020 ask a seller to show (legal name, address, customer care, grievance officer). Each value can
// be set at build time with a VITE_SELLER_* variable; the defaults are the demo shop's.
import { BRAND_NAME } from "@shared/catalogue.js";
import { DEMO_SELLER } from "@shared/seller.js";

const env = import.meta.env;
const setting = (name: string, fallback: string): string => {
  const value: unknown = env[name];
  return typeof value === "string" && value.trim() ? value.trim() : fallback;
};

export const SELLER = {
  brand: BRAND_NAME,
  legalName: setting("VITE_SELLER_LEGAL_NAME", DEMO_SELLER.legalName),
  address: setting("VITE_SELLER_ADDRESS", DEMO_SELLER.address),
  /** City whose courts hear disputes under the Terms of Service. */
  jurisdictionCity: setting("VITE_SELLER_JURISDICTION", "Jaipur"),
  supportEmail: setting("VITE_SELLER_SUPPORT_EMAIL", DEMO_SELLER.supportEmail),
  /** Consumer care by phone, as the product page's declarations show it. */
  supportPhone: setting("VITE_SELLER_SUPPORT_PHONE", DEMO_SELLER.supportPhone),
  /** A product's country of origin unless it names its own. */
  countryOfOrigin: setting("VITE_SELLER_COUNTRY_OF_ORIGIN", DEMO_SELLER.countryOfOrigin),
  /** WhatsApp number in international form, digits only (wa.me links need it so). */
  whatsappNumber: setting("VITE_SELLER_WHATSAPP", "919876543210"),
  supportHours: "Monday-Saturday, 10 AM-5 PM IST",
  grievanceOfficer: {
    name: setting("VITE_GRIEVANCE_OFFICER_NAME", "Meera Sharma"),
    designation: setting("VITE_GRIEVANCE_OFFICER_DESIGNATION", "Grievance Officer"),
    email: setting("VITE_GRIEVANCE_OFFICER_EMAIL", "grievance@rangrez.in"),
    phone: setting("VITE_GRIEVANCE_OFFICER_PHONE", "+91 141 456 7890"),
  },
  social: {
    instagram: setting("VITE_SOCIAL_INSTAGRAM", "https://www.instagram.com/rangrez"),
    facebook: setting("VITE_SOCIAL_FACEBOOK", "https://www.facebook.com/rangrez"),
    youtube: setting("VITE_SOCIAL_YOUTUBE", "https://www.youtube.com/@rangrez"),
    pinterest: setting("VITE_SOCIAL_PINTEREST", "https://www.pinterest.com/rangrez"),
  },
} as const;

/** "+91 98765 43210" from the digits, for people to read. */
export function readableWhatsapp(digits: string = SELLER.whatsappNumber): string {
  const match = /^91(\d{5})(\d{5})$/.exec(digits);
  return match ? `+91 ${match[1]} ${match[2]}` : `+${digits}`;
}

export const whatsappLink = (digits: string = SELLER.whatsappNumber) => `https://wa.me/${digits}`;
