// How the gateway reads `To`: an Indian mobile in any usual spelling ("+91 98123 45678",
// "919812345678", "09812345678", "9812345678") or another country's in E.164 ("+44…"). Something
// that is no phone number at all is refused at once (400); a number that is well formed but
// cannot be an Indian mobile is accepted and then fails by callback (23010), as on the network.

export interface PhoneNumber {
  /** E.164: "+919812345678". */
  e164: string;
  /** The ten digits of an Indian number ("9812345678"); the E.164 digits for another country's. */
  local: string;
}

/** The number `To` names, or undefined when it is not a phone number. */
export function readNumber(to: string): PhoneNumber | undefined {
  const compact = to.trim().replace(/[\s().-]+/g, "");
  let digits: string;
  if (/^\+\d{8,15}$/.test(compact)) digits = compact.slice(1);
  else if (/^\d{10}$/.test(compact)) digits = `91${compact}`;
  else if (/^0\d{10}$/.test(compact)) digits = `91${compact.slice(1)}`;
  else if (/^91\d{10}$/.test(compact)) digits = compact;
  else return undefined;
  return { e164: `+${digits}`, local: digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits };
}

/** Indian mobiles are ten digits starting 6 to 9. */
export function isIndianMobile(number: PhoneNumber): boolean {
  return /^\+91[6-9]\d{9}$/.test(number.e164);
}
