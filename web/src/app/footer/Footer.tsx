import { Clock, Mail, MessageCircle } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { collectionGroups } from "@shared/collections.js";
import { readableWhatsapp, SELLER, whatsappLink } from "@/config/seller.js";
import { useCollections } from "@/stores/collections-store.js";
import { POLICIES, type PolicyEntry } from "@/features/policies/policy-list.js";
import { TitledRegion } from "@/components/ui/TitledRegion.js";
import { Logo } from "@/app/header/Logo.js";
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from "./SocialIcons.js";

const PolicyPopup = lazy(() => import("@/features/policies/PolicyPopup.js"));

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
  { to: "/gift-cards", label: "Buy a gift card" },
  { to: "/gift-cards/balance", label: "Gift card balance" },
  { to: "/track", label: "Track an order" },
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

/** One titled column of the footer: a list of links or lines. */
function FooterColumn({ as, id, title, items, listClassName }: { as: "nav" | "section"; id: string; title: string; items: [key: string, item: ReactNode][]; listClassName?: string }) {
  return (
    <TitledRegion as={as} id={id} title={title} className="site-footer__col" titleClassName="site-footer__title">
      <ul className={listClassName}>
        {items.map(([key, item]) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
    </TitledRegion>
  );
}

/** Email, WhatsApp and support hours, each with its icon. */
function contactLines(): [string, ReactNode][] {
  return [
    [
      "email",
      <>
        <Mail size={18} aria-hidden="true" />
        <a href={`mailto:${SELLER.supportEmail}`}>{SELLER.supportEmail}</a>
      </>,
    ],
    [
      "whatsapp",
      <>
        <MessageCircle size={18} aria-hidden="true" />
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
          WhatsApp {readableWhatsapp()}
        </a>
      </>,
    ],
    [
      "hours",
      <>
        <Clock size={18} aria-hidden="true" />
        <span>Support hours: {SELLER.supportHours}</span>
      </>,
    ],
  ];
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

        <FooterColumn as="nav" id="footer-quick" title="Quick links" items={quickLinks.map((link) => [link.to, <Link to={link.to}>{link.label}</Link>])} />

        <FooterColumn
          as="nav"
          id="footer-info"
          title="Information"
          items={POLICIES.map((entry) => [
            entry.slug,
            <button type="button" className="site-footer__popup-link" aria-haspopup="dialog" onClick={() => setPolicy(entry)}>
              {entry.label}
            </button>,
          ])}
        />

        <FooterColumn as="section" id="footer-contact" title="Contact us" listClassName="site-footer__contact" items={contactLines()} />
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
