import { useCallback, useEffect, useState } from "react";
import { errorText } from "@/api/error-text.js";
import { fetchWhatsAppTemplates, type WhatsAppTemplates, type WhatsAppTemplateState } from "@/api/whatsapp.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { SendTestForm } from "./SendTestForm.js";
import { LANGUAGE_WORDS, templateWords } from "./template-words.js";
import "./whatsapp.css";

const CATEGORY_WORDS: Record<string, string> = { UTILITY: "Utility", MARKETING: "Marketing", AUTHENTICATION: "Authentication" };

/** Meta's word for a template, as a badge: approved green, paused amber, anything refused red. */
function StatusOf({ template }: { template: WhatsAppTemplateState }) {
  if (template.status === "APPROVED") return <ToneBadge tone="green">Approved</ToneBadge>;
  if (template.status === "PAUSED") return <ToneBadge tone="yellow">Paused by Meta</ToneBadge>;
  if (template.status === "PENDING" || template.status === "IN_APPEAL") return <ToneBadge tone="blue">{template.status === "PENDING" ? "Waiting for Meta" : "In appeal"}</ToneBadge>;
  return <ToneBadge tone="red">{template.status.charAt(0) + template.status.slice(1).toLowerCase().replace(/_/g, " ")}</ToneBadge>;
}

const keyOf = (template: WhatsAppTemplateState) => `${template.name}#${template.language}`;

/**
 * Settings' "WhatsApp templates" (issue 44), for the owner: each template in each language with
 * its category and what Meta last said of it (a paused one with Meta's reason), and a test
 * message to her own phone.
 */
export function WhatsAppTemplatesSection() {
  const [answer, setAnswer] = useState<WhatsAppTemplates | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const load = useCallback(() => {
    setLoadError(null);
    fetchWhatsAppTemplates()
      .then(setAnswer)
      .catch((error: unknown) => setLoadError(errorText(error, "Could not load the WhatsApp templates.")));
  }, []);
  useEffect(load, [load]);

  return (
    <div className="settings-section whatsapp-templates">
      <AdminSection title="WhatsApp templates" heading="h2">
        <LoadErrorBanner text={loadError} onRetry={load} />
        {answer && !answer.set ? (
          <p className="whatsapp-templates__unset" role="note">
            WhatsApp is not set up for this shop yet: shoppers see no WhatsApp boxes and every update goes by e-mail. Set the WhatsApp phone number id, token and app secret
            (docs/operations.md), then these templates can be tested.
          </p>
        ) : null}
        {answer ? (
          <ul className="whatsapp-templates__list" aria-label="WhatsApp templates">
            {answer.data.map((template) => {
              const label = `${templateWords(template.name)} (${LANGUAGE_WORDS[template.language] ?? template.language})`;
              const paused = template.status !== "APPROVED";
              return (
                <li key={keyOf(template)} className={paused ? "whatsapp-template whatsapp-template--flagged" : "whatsapp-template"} aria-label={label}>
                  <div className="whatsapp-template__head">
                    <strong>{templateWords(template.name)}</strong>
                    <span lang={template.language}>{LANGUAGE_WORDS[template.language] ?? template.language}</span>
                    <StatusOf template={template} />
                  </div>
                  <p className="whatsapp-template__facts muted">
                    {CATEGORY_WORDS[template.metaCategory] ?? template.metaCategory}
                    {template.metaCategory !== template.category ? ` (Meta moved it from ${CATEGORY_WORDS[template.category] ?? template.category})` : ""} · <code>{template.name}</code>
                  </p>
                  <p className="whatsapp-template__text">{template.text}</p>
                  {paused ? (
                    <p className="whatsapp-template__reason">
                      {template.reason ? `${template.reason.replace(/\.$/, "")}. ` : ""}
                      {template.changedAt ? `Since ${adminDateTime(template.changedAt)}, its` : "Its"} updates go by e-mail alone until Meta approves it again.
                    </p>
                  ) : null}
                  {testing === keyOf(template) ? (
                    <SendTestForm name={template.name} language={template.language} label={label} onClose={() => setTesting(null)} />
                  ) : (
                    <button type="button" className="btn btn--outline btn--small whatsapp-template__test" disabled={!answer.set} onClick={() => setTesting(keyOf(template))} aria-label={`Send test: ${label}`}>
                      Send test
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : loadError ? null : (
          <p className="admin-loading">Loading…</p>
        )}
      </AdminSection>
    </div>
  );
}
