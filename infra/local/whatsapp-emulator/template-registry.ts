import { WHATSAPP_TEMPLATES, type WhatsAppCategory, type WhatsAppLanguage, type WhatsAppTemplate } from "@shared/whatsapp/templates.js";

// The business account's message templates as Meta keeps them: one per name and language, each
// with its own id, status and category. The emulator registers exactly the shop's list
// (shared/whatsapp/templates.ts), all approved; tests pause, disable, reject or re-categorise them.

export type TemplateStatus = "APPROVED" | "PAUSED" | "DISABLED" | "REJECTED";
export const TEMPLATE_STATUSES: readonly TemplateStatus[] = ["APPROVED", "PAUSED", "DISABLED", "REJECTED"];
export const TEMPLATE_CATEGORIES: readonly WhatsAppCategory[] = ["UTILITY", "MARKETING", "AUTHENTICATION"];

export interface RegisteredTemplate {
  /** Meta's template id: digits, one per name and language. */
  id: string;
  name: string;
  language: WhatsAppLanguage;
  status: TemplateStatus;
  category: WhatsAppCategory;
  definition: WhatsAppTemplate;
}

/** The template's text with its parameters in place of {{1}}, {{2}}, … */
export function fillText(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (placeholder, index: string) => parameters[Number(index) - 1] ?? placeholder);
}

/** The label of a template's URL button, as registered: "Open order page". */
export function buttonLabel(definition: WhatsAppTemplate): string | undefined {
  if (definition.copyCode) return "Copy code";
  return definition.urlButton ? `Open ${definition.urlButton}` : undefined;
}

export class TemplateRegistry {
  private readonly templates: RegisteredTemplate[];

  /** `urlBase`: where the URL buttons' links start; the send's button parameter completes them. */
  constructor(readonly urlBase: string) {
    this.templates = WHATSAPP_TEMPLATES.flatMap((definition, index) =>
      definition.languages.map((language, languageIndex) => ({
        id: String(600_000_000_000_000 + index * 100 + languageIndex),
        name: definition.name,
        language,
        status: "APPROVED" as TemplateStatus,
        category: definition.category,
        definition,
      })),
    );
  }

  all(): RegisteredTemplate[] {
    return this.templates.map((template) => ({ ...template }));
  }

  find(name: string, language: string): RegisteredTemplate | undefined {
    return this.templates.find((template) => template.name === name && template.language === language);
  }

  /** The templates of that name (in one language when given); throws when there are none. */
  named(name: string, language?: string): RegisteredTemplate[] {
    const found = this.templates.filter((template) => template.name === name && (language === undefined || template.language === language));
    if (found.length === 0) {
      throw new Error(`No template ${name}${language ? ` in ${language}` : ""}: the emulator registers ${[...new Set(this.templates.map((t) => t.name))].join(", ")}`);
    }
    return found;
  }

  /** Changes the status; returns the templates whose status changed. */
  setStatus(name: string, status: TemplateStatus, language?: string): RegisteredTemplate[] {
    const changed = this.named(name, language).filter((template) => template.status !== status);
    for (const template of changed) template.status = status;
    return changed.map((template) => ({ ...template }));
  }

  /** Changes the category; returns each changed template with the category it had. */
  setCategory(name: string, category: WhatsAppCategory, language?: string): Array<RegisteredTemplate & { previousCategory: WhatsAppCategory }> {
    const changed = this.named(name, language).filter((template) => template.category !== category);
    return changed.map((template) => {
      const previousCategory = template.category;
      template.category = category;
      return { ...template, previousCategory };
    });
  }

  /** The URL button's registered link, or its link once the send's parameter fills it. */
  buttonUrl(parameter = "{{1}}"): string {
    return `${this.urlBase.replace(/\/+$/, "")}/${parameter.replace(/^\/+/, "")}`;
  }

  /** A template as `GET /{waba-id}/message_templates` lists it. */
  listed(template: RegisteredTemplate): Record<string, unknown> {
    const { definition } = template;
    const components: Array<Record<string, unknown>> = [
      { type: "BODY", text: definition.text, ...(definition.body.length > 0 ? { example: { body_text: [definition.body.map((part) => `<${part}>`)] } } : {}) },
    ];
    if (definition.copyCode) {
      components.push({ type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE", text: buttonLabel(definition) }] });
    } else if (definition.urlButton) {
      components.push({
        type: "BUTTONS",
        buttons: [{ type: "URL", text: buttonLabel(definition), url: this.buttonUrl(), example: [this.buttonUrl(`<${definition.urlButton}>`)] }],
      });
    }
    return {
      name: template.name,
      parameter_format: "POSITIONAL",
      components,
      language: template.language,
      status: template.status,
      category: template.category,
      id: template.id,
    };
  }
}
