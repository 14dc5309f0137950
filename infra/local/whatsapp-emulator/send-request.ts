import { cloudApiError, invalidParameter, invalidValue, missingParameter, type GraphApiError } from "./graph-errors.js";
import { waIdOf } from "./phone-numbers.js";
import { fillText, type RegisteredTemplate, type TemplateRegistry } from "./template-registry.js";

// Reads `POST /{phone-number-id}/messages` as the Cloud API does, for template messages: the
// Graph API's own checks first (code 100), then the message's (131008 missing, 131009 invalid),
// then the template's: it must exist in that language and be approved (132001; paused 132015,
// disabled 132016), and the parameters must match it (132000), each a plain one-line text.

export interface TemplateSend {
  /** `to` as the request gave it. */
  input: string;
  waId: string;
  template: RegisteredTemplate;
  parameters: string[];
  buttonParameter?: string;
  /** The body's text with the parameters filled. */
  text: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Meta refuses parameter texts with line breaks, tabs or more than four spaces in a row. */
const BADLY_SPACED = /[\n\r\t]| {5,}/;

/** The body of a template message may run to 1,024 characters once filled. */
const BODY_LIMIT = 1024;

function textParameters(component: Json, where: string): string[] {
  const parameters = component.parameters;
  if (parameters === undefined) return [];
  if (!Array.isArray(parameters)) throw invalidValue(`${where}: parameters must be an array`);
  return parameters.map((parameter: unknown, index) => {
    if (!isObject(parameter)) throw invalidValue(`${where}: parameter ${index} must be an object`);
    if (parameter.type === "coupon_code") {
      if (typeof parameter.coupon_code !== "string" || parameter.coupon_code === "") throw missingParameter(`${where}: parameter ${index} needs coupon_code`);
      return parameter.coupon_code;
    }
    if (parameter.type !== "text") {
      throw invalidValue(`${where}: parameter ${index} is of type ${JSON.stringify(parameter.type ?? null)}; the emulator's templates take text parameters`);
    }
    if (typeof parameter.text !== "string" || parameter.text.trim() === "") throw missingParameter(`${where}: parameter ${index}'s text is required`);
    if (BADLY_SPACED.test(parameter.text)) {
      throw invalidParameter("Invalid parameter", "Param text cannot have new-line/tab characters or more than 4 consecutive spaces");
    }
    return parameter.text;
  });
}

function countMismatch(component: string, given: number, expected: number): GraphApiError {
  return cloudApiError(400, 132000, `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`);
}

export function readTemplateSend(body: Json, registry: TemplateRegistry): TemplateSend {
  if (body.messaging_product === undefined) throw invalidParameter("The parameter messaging_product is required.");
  if (body.messaging_product !== "whatsapp") throw invalidParameter(`Param messaging_product must be one of {WHATSAPP} - got "${String(body.messaging_product)}".`);
  if (body.recipient_type !== undefined && body.recipient_type !== "individual") {
    throw invalidParameter(`Param recipient_type must be one of {INDIVIDUAL, GROUP} - got "${String(body.recipient_type)}".`);
  }
  if (body.to === undefined || body.to === "") throw invalidParameter("The parameter to is required.");
  if (typeof body.to !== "string" || waIdOf(body.to) === "") throw invalidParameter("Invalid parameter", "to: a phone number, digits with the country code");
  // Meta reads a message without a type as a text message.
  const type = body.type ?? "text";
  if (type === "text" && !isObject(body.text)) throw invalidParameter("The parameter text['body'] is required.");
  if (type !== "template") {
    throw cloudApiError(400, 131051, `The emulator sends template messages only, not type ${JSON.stringify(type)} (the shop sends templates).`);
  }
  const template = body.template;
  if (!isObject(template)) throw missingParameter("Parameter 'template' is required.");
  if (typeof template.name !== "string" || template.name === "") throw missingParameter("template: Parameter 'name' is required.");
  if (!isObject(template.language)) throw missingParameter("template: Parameter 'language' is required.");
  const code = template.language.code;
  if (typeof code !== "string" || code === "") throw missingParameter("template['language']: Parameter 'code' is required.");
  if (template.language.policy !== undefined && template.language.policy !== "deterministic") throw invalidValue("template['language']['policy'] must be deterministic");
  if (template.components !== undefined && !Array.isArray(template.components)) throw invalidValue("template['components'] must be an array");
  const components = (template.components ?? []) as unknown[];

  const registered = registry.find(template.name, code);
  if (!registered || registered.status === "REJECTED") {
    throw cloudApiError(404, 132001, `template name (${template.name}) does not exist in ${code}`);
  }
  if (registered.status === "PAUSED") throw cloudApiError(400, 132015, "Template is paused due to low quality so it cannot be sent in a template message.");
  if (registered.status === "DISABLED") {
    throw cloudApiError(400, 132016, "Template has been paused too many times due to low quality and is now permanently disabled.");
  }

  const { definition } = registered;
  const parameters: string[] = [];
  let buttonParameter: string | undefined;
  let buttonsSeen = 0;
  for (const [index, component] of components.entries()) {
    if (!isObject(component)) throw invalidValue(`template['components'][${index}] must be an object`);
    const kind = String(component.type ?? "").toLowerCase();
    if (kind === "body") {
      parameters.push(...textParameters(component, "body"));
    } else if (kind === "header") {
      const given = textParameters(component, "header").length;
      if (given > 0) throw countMismatch("header", given, 0);
    } else if (kind === "button") {
      buttonsSeen += 1;
      const at = String(component.index ?? "");
      const subType = String(component.sub_type ?? "");
      const hasButton = definition.urlButton !== undefined || definition.copyCode === true;
      if (!hasButton || at !== "0") throw invalidValue(`buttons: the template has no button at index ${at || "(none)"}`);
      // Authentication templates take their copy-code button's code as a url button's text, as Meta documents; copy_code is the marketing form.
      const allowed = definition.copyCode ? ["url", "copy_code"] : ["url"];
      if (!allowed.includes(subType)) throw invalidValue(`buttons: button at index 0 is of sub_type ${allowed.join(" or ")}, not ${JSON.stringify(subType)}`);
      const given = textParameters(component, "button");
      if (given.length !== 1) throw countMismatch("buttons", given.length, 1);
      buttonParameter = given[0];
    } else {
      throw invalidValue(`template['components'][${index}]: type must be one of header, body, button`);
    }
  }
  if (parameters.length !== definition.body.length) throw countMismatch("body", parameters.length, definition.body.length);
  if ((definition.urlButton !== undefined || definition.copyCode) && buttonsSeen === 0) {
    throw missingParameter("buttons: Button at index 0 of type Url requires a parameter");
  }
  const text = fillText(definition.text, parameters);
  if (text.length > BODY_LIMIT) throw cloudApiError(400, 132005, `body: the filled text has ${text.length} characters; at most ${BODY_LIMIT}`);
  return { input: body.to, waId: waIdOf(body.to), template: registered, parameters, buttonParameter, text };
}
