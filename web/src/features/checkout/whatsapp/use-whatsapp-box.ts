import { useEffect, useState } from "react";
import { fetchWhatsAppConsent, saveWhatsAppConsent, type WhatsAppConsent } from "@/api/whatsapp.js";
import { useAuth } from "@/session/AuthProvider.js";

export const WHATSAPP_NOT_SAVED = "We could not save your WhatsApp choice, so updates will come by e-mail. Your order is not affected; you can turn WhatsApp on in your account.";

export interface WhatsAppBox {
  /** The box's words, when it is shown: the shop has WhatsApp and she has not said yes yet. */
  wording: string | null;
  ticked: boolean;
  tick(next: boolean): void;
  /** Said quietly under the box when her yes could not be saved. */
  notice: string | null;
  /** Saves her yes with the delivery phone before the order is created; never throws, so paying goes on. */
  saveBeforeOrder(phone: string): Promise<void>;
}

/** The checkout's one WhatsApp box (issue 44): order updates only, her offers choice left as it was. */
export function useWhatsAppBox(): WhatsAppBox {
  const { user } = useAuth();
  const [consent, setConsent] = useState<WhatsAppConsent | null>(null);
  const [ticked, setTicked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    // Unread, no box: the e-mail still tells her everything.
    fetchWhatsAppConsent()
      .then((read) => live && setConsent(read))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user]);
  const shown = consent !== null && consent.available && !consent.orderUpdates;
  return {
    wording: shown ? consent.wording.orderUpdates : null,
    ticked: shown && ticked,
    tick: (next) => {
      setTicked(next);
      setNotice(null);
    },
    notice,
    async saveBeforeOrder(phone) {
      // Asked once per number: a second Pay after a declined card does not ask again.
      if (!shown || !ticked || savedFor === phone) return;
      try {
        await saveWhatsAppConsent({ phone, orderUpdates: true, offers: consent.offers, language: consent.language, channel: "checkout" });
        setSavedFor(phone);
        setNotice(null);
      } catch {
        setNotice(WHATSAPP_NOT_SAVED);
      }
    },
  };
}
