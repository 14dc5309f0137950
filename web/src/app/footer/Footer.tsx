import { Clock, Mail, MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { collectionGroups } from "@shared/collections.js";
import { readableWhatsapp, SELLER, whatsappLink } from "../../config/seller.js";
import { useCollections } from "../../stores/collections-store.js";
import { POLICIES, type PolicyEntry } from "../../features/policies/policy-list.js";
import { Logo } from "../header/Logo.js";
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from "./SocialIcons.js";

const PolicyPopup = lazy(() => import("../../features/policies/PolicyPopup.js"));

const SOCIAL = [
  { name: "Instagram", href: SELLER.social.instagram, Icon: InstagramIcon },
  { name: "Facebook", href: SELLER.social.facebook, Icon: FacebookIcon },
  { name: "YouTube", href: SELLER.social.youtube, Icon: YoutubeIcon },
  { name: "Pinterest", href: SELLER.social.pinterest, Icon: PinterestIcon },
];

const BROWSE_LINKS = [
  { to: "/", label: "Home" },
  { to: "/collections/dresses", label: "Dresses" },
  { to: "/saree", label: "Sarees" },
];
const MORE_LINKS = [
  { to: "/material", label: "Shop by Material" },
  { to: "/profile", label: "My Account" },
];

/** The quick links: the browsing roots, then every other active collection (Custom Made...), then the rest. */
function useQuickLinks() {
  const { collections } = useCollections();
  const others = collectionGroups(collections)
    .flatMap((group) => group.collections)
    .filter((collection) => collection.path.startsWith("/collections/"))
    .map((collection) => ({ to: collection.path, label: collection.name }));
  return [...BROWSE_LINKS, ...others, ...MORE_LINKS];
}

/** Brand blurb, social links, quick links, the policy pop-ups, contact and support hours. */
export function Footer() {
  const [policy, setPolicy] = useState<PolicyEntry | null>(null);
  const quickLinks = useQuickLinks();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-label={`About ${SELLER.brand}`}>
          <Logo />
          <p>
            Handloom sarees, hand-printed dresses and outfits tailored to your measurements, chosen from India's weaving and printing clusters and shipped to your door anywhere in
            India.
          </p>
          <ul className="social" aria-label="Follow us">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} className="icon-btn social__link" target="_blank" rel="noopener noreferrer" aria-label={`${SELLER.brand} on ${name}`}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__title">
            Quick links
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-info">
          <h2 id="footer-info" className="site-footer__title">
            Information
          </h2>
          <ul>
            {POLICIES.map((entry) => (
              <li key={entry.slug}>
                <button type="button" className="site-footer__popup-link" aria-haspopup="dialog" onClick={() => setPolicy(entry)}>
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact us
          </h2>
          <ul className="site-footer__contact">
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${SELLER.supportEmail}`}>{SELLER.supportEmail}</a>
            </li>
            <li>
              <MessageCircle size={18} aria-hidden="true" />
              <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                WhatsApp {readableWhatsapp()}
              </a>
            </li>
            <li>
              <Clock size={18} aria-hidden="true" />
              <span>Support hours: {SELLER.supportHours}</span>
            </li>
          </ul>
        </section>
      </div>

      <div className="site-footer__legal">
        <p>
          © {new Date().getFullYear()} {SELLER.legalName}, {SELLER.address}.
        </p>
        <p>Prices include GST. Prepaid orders only, no cash on delivery. We ship within India.</p>
      </div>

      {policy ? (
        <Suspense fallback={null}>
          <PolicyPopup policy={policy} onClose={() => setPolicy(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
