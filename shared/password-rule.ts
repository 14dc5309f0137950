import { BRAND_NAME } from "./catalogue.js";

// The shop's rule for a new password (issue 41), the same in the browser's strength meter and on
// the server: zxcvbn (the common and English dictionaries) must score it 3 or more, judged against
// what an attacker would try first here: the shop's name, the person's e-mail and name, and the
// Indian words the English lists lack. This file only decides; each side loads zxcvbn itself.

/** zxcvbn's scores run 0-4; 3 is "safely unguessable" against an attacker who cannot try fast. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSPHRASE_HINT = "Try a passphrase of three or four unrelated words, like 'mango kite river lamp'.";

/** Cities, festivals, gods, first names and words a shopper here reaches for; English lists lack them. */
export const INDIAN_WORDS = [
  "rangrez", "saree", "sari", "kurta", "kurti", "lehenga", "dupatta", "salwar", "anarkali", "bandhani", "chikankari",
  "india", "bharat", "hindustan", "jaihind", "vandemataram", "incredibleindia",
  "mumbai", "bombay", "delhi", "newdelhi", "kolkata", "calcutta", "chennai", "madras", "bangalore", "bengaluru", "hyderabad",
  "pune", "ahmedabad", "surat", "jaipur", "lucknow", "kanpur", "nagpur", "indore", "bhopal", "patna", "kochi", "goa",
  "diwali", "deepavali", "holi", "navratri", "durga", "dussehra", "eid", "pongal", "onam", "baisakhi", "lohri", "rakhi", "ganeshchaturthi",
  "krishna", "ganesh", "ganesha", "ganpati", "shiva", "shiv", "ram", "rama", "sitaram", "hanuman", "lakshmi", "laxmi", "saraswati",
  "parvati", "radha", "radhe", "radheshyam", "balaji", "sairam", "saibaba", "jaimatadi", "jaishreeram", "omnamahshivaya",
  "priya", "pooja", "puja", "neha", "anjali", "divya", "kavya", "sneha", "asha", "meera", "sita", "gita", "geeta", "lata", "rekha",
  "sunita", "anita", "kavita", "deepa", "rahul", "amit", "rohit", "raj", "raju", "vijay", "sanjay", "suresh", "ramesh", "mahesh",
  "rajesh", "arjun", "aarav", "vivek", "sachin", "dhoni", "virat", "kohli", "shahrukh", "salman", "amitabh", "bollywood", "cricket",
  "sharma", "verma", "gupta", "singh", "kumar", "patel", "shah", "reddy", "iyer", "nair", "rao", "das", "khan",
  "mera", "bharatmata", "namaste", "dhanyavad", "pyar", "dil", "jaan", "mast", "masti", "yaar", "dost", "maa", "papa", "beta",
  "chai", "masala", "paneer", "biryani", "mehendi", "mehndi", "sangeet", "shaadi", "dulhan", "jaanu",
];

/** What the password is judged against: the shop's name, the e-mail and its local part, the name and its parts. */
export function passwordUserInputs(person: { email?: string; name?: string }): string[] {
  const email = person.email?.trim().toLowerCase() ?? "";
  const local = email.split("@")[0] ?? "";
  const name = person.name?.trim().toLowerCase() ?? "";
  const parts = [...local.split(/[._+-]+/), ...name.split(/\s+/)].filter((part) => part.length >= 3);
  const personal = [email, local, name, name.replace(/\s+/g, ""), ...parts].filter(Boolean);
  return [...new Set([BRAND_NAME.toLowerCase(), ...personal, ...INDIAN_WORDS])];
}

/** What the rule needs of zxcvbn's answer (its ZxcvbnResult), so this file does not load it. */
export interface PasswordJudgement {
  score: number;
  feedback: { warning: string | null };
  sequence: readonly { pattern: string; token: string; dictionaryName?: string; matchedWord?: string }[];
}

const INDIAN = new Set(INDIAN_WORDS);

// zxcvbn's warnings (its untranslated keys), said as the reason in the message.
const WARNINGS: Record<string, string> = {
  topTen: "one of the most used passwords",
  topHundred: "one of the most used passwords",
  common: "a commonly used password",
  similarToCommon: "a common password with small changes",
  wordByItself: "a single word",
  namesByThemselves: "a single name",
  commonNames: "common names",
  userInputs: "your name, your e-mail or the shop's name",
  straightRow: "a row of keys on the keyboard",
  keyPattern: "a keyboard pattern",
  simpleRepeat: "repeated characters",
  extendedRepeat: "a repeated pattern",
  sequences: "a sequence like abc or 123",
  recentYears: "a recent year",
  dates: "a date",
  pwned: "a password seen in data breaches",
};

/** Why the judged password is refused, in plain words. */
function reasonOf(judgement: PasswordJudgement): string {
  const words = judgement.sequence.filter((match) => match.pattern === "dictionary");
  const shop = words.some((match) => match.dictionaryName === "userInputs" && match.matchedWord === BRAND_NAME.toLowerCase());
  const indian = !shop && words.some((match) => match.dictionaryName === "userInputs" && INDIAN.has(match.matchedWord ?? ""));
  const warning = judgement.feedback.warning;
  const said = warning && !(warning === "userInputs" && (indian || shop)) ? WARNINGS[warning] : undefined;
  if (said) return said;
  // Digits beside the word, whatever zxcvbn matched them as (a year, "1234" from the common list).
  const added = judgement.sequence.length > 1 && judgement.sequence.some((match) => /\d/.test(match.token)) ? " with a number added" : "";
  if (shop) return `the shop's name${added}`;
  if (indian) return `a common Indian name or word${added}`;
  if (words.length > 0) return added ? `a common word${added}` : "common words";
  return "too short or too predictable";
}

/** The message refusing a password, or undefined when zxcvbn scores it high enough. */
export function weakPasswordMessage(judgement: PasswordJudgement): string | undefined {
  if (judgement.score >= MIN_PASSWORD_SCORE) return undefined;
  return `This password is too easy to guess (${reasonOf(judgement)}). ${PASSPHRASE_HINT}`;
}
