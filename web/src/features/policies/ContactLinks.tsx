import { readableWhatsapp, SELLER, whatsappLink } from "@/config/seller.js";

/** "care@… or WhatsApp +91 …", as inline links for policy texts. */
export function ContactLinks() {
  return (
    <>
      e-mail <a href={`mailto:${SELLER.supportEmail}`}>{SELLER.supportEmail}</a> or WhatsApp{" "}
      <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
        {readableWhatsapp()}
      </a>{" "}
      ({SELLER.supportHours})
    </>
  );
}
