import { useEffect, useState } from "react";
import { fetchOrderWhatsAppMessages, type OrderWhatsAppMessage } from "@/api/whatsapp.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { failureReason, statusLine, STATUS_TONES } from "./message-status.js";
import { templateWords } from "./template-words.js";
import "./whatsapp.css";

/** "+91 98123 45678" from 10 digits or WhatsApp's 91… id. */
export function shownPhone(to: string): string {
  const digits = to.replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : to;
}

/**
 * The order's WhatsApp messages (issue 44) in its details: each update, to whom, how far it got
 * and when, and why one failed or was not sent. Nothing when none was sent.
 */
export function OrderWhatsAppPanel({ orderId }: { orderId: string }) {
  const [messages, setMessages] = useState<OrderWhatsAppMessage[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    setMessages([]);
    fetchOrderWhatsAppMessages(orderId, controller.signal)
      .then(setMessages)
      // The block is extra: an order reads as well without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId]);
  if (messages.length === 0) return null;
  return (
    <AdminSection title="WhatsApp">
      <ul className="order-whatsapp" aria-label="WhatsApp messages">
        {messages.map((message) => {
          const reason = failureReason(message);
          return (
            <li key={`${message.template}-${message.createdAt}`} className="order-whatsapp__message">
              <strong className="order-whatsapp__update">{templateWords(message.template)}</strong>
              <span className="order-whatsapp__to">To {shownPhone(message.to)}</span>
              <span className="order-whatsapp__status">
                <ToneBadge tone={STATUS_TONES[message.status] ?? "grey"}>{statusLine(message)}</ToneBadge>
              </span>
              {reason ? <span className="order-whatsapp__reason">{reason}</span> : null}
            </li>
          );
        })}
      </ul>
    </AdminSection>
  );
}
