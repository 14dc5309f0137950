import type { WhatsAppBox as Box } from "./use-whatsapp-box.js";
import "./whatsapp-box.css";

/** Under the delivery phone: one box, unticked, with the shop's exact words for order updates. */
export function WhatsAppBox({ box, className }: { box: Box; className: string }) {
  if (!box.wording) return null;
  return (
    <div className={`whatsapp-box ${className}`}>
      <label className="whatsapp-box__label">
        <input className="touch-check" type="checkbox" name="whatsapp-order-updates" checked={box.ticked} onChange={(event) => box.tick(event.target.checked)} />
        <span>{box.wording}</span>
      </label>
      {box.notice ? (
        <p className="whatsapp-box__notice" role="status">
          {box.notice}
        </p>
      ) : null}
    </div>
  );
}
