// The itemised notice the DPDP Rules 2025 ask for before consent (rule 3): each piece of personal
// data with the purpose it serves, how to withdraw consent as easily as it was given, how to use
// one's rights, and how to complain to the Data Protection Board. In English and Hindi. Shown at
// sign-up and in the account; the version a shopper saw at sign-up is recorded with her account
// (functions/data/consent-book.ts). Change the wording, change the version (notice-version.ts).
import { CONSENT_NOTICE_VERSION, type NoticeLanguage } from "./notice-version.js";

export { CONSENT_NOTICE_VERSION, NOTICE_LANGUAGES, type ConsentRecord, type NoticeLanguage } from "./notice-version.js";

/** The name each language is chosen by, in its own script. */
export const NOTICE_LANGUAGE_NAMES: Record<NoticeLanguage, string> = { en: "English", hi: "हिन्दी" };

/** Who answers a request or a grievance: the shop's Grievance Officer. */
export interface NoticeContact {
  name: string;
  email: string;
  phone: string;
}

export interface NoticeItem {
  /** The personal data, in the shopper's words. */
  data: string;
  /** The specified purpose it serves. */
  purpose: string;
}

export interface ConsentNotice {
  version: string;
  language: NoticeLanguage;
  title: string;
  /** One line for beside the sign-up button. */
  summary: string;
  intro: string;
  itemsHeading: string;
  dataLabel: string;
  purposeLabel: string;
  items: NoticeItem[];
  withdrawHeading: string;
  withdraw: string[];
  rightsHeading: string;
  rights: string[];
  complainHeading: string;
  complain: string[];
}

function english(contact: NoticeContact): ConsentNotice {
  return {
    version: CONSENT_NOTICE_VERSION,
    language: "en",
    title: "Privacy notice: what we collect and why",
    summary: "We use your name, e-mail, phone and addresses to make your account and deliver your orders. You can download your data, withdraw consent or close your account at any time.",
    intro: "Rangrez asks for your consent to use the personal data below, each only for the purpose written beside it (Digital Personal Data Protection Act 2023 and Rules 2025).",
    itemsHeading: "What we collect, and why",
    dataLabel: "Your data",
    purposeLabel: "What it is for",
    items: [
      { data: "Name, e-mail address and password (kept only as a scrambled hash)", purpose: "To make and protect your account, and to write to you about your orders." },
      { data: "Phone number and delivery addresses", purpose: "To deliver your orders: the courier uses them to reach you." },
      { data: "Body measurements and reference photos, only if you order made to measure", purpose: "To stitch your piece to fit you." },
      { data: "Orders, payments and tax invoices (your card or UPI details stay with Razorpay; we keep only the payment reference)", purpose: "To sell, deliver and refund, and to keep the tax records GST law requires for 8 years." },
      { data: "Returns, their photos, and your store credit", purpose: "To decide returns and give you refunds, exchanges or credit." },
      { data: "Reviews and back-in-stock requests, only when you write or ask for them", purpose: "To show your review with your first name and initial, and to tell you when a size is back." },
      { data: "Sign-in records: your devices' sessions and the network address of failed sign-ins", purpose: "To keep your account safe from others." },
    ],
    withdrawHeading: "Withdrawing consent",
    withdraw: [
      "You can withdraw consent at any time, as easily as you gave it: stop a back-in-stock alert from its e-mail, remove saved addresses or measurements in your account, or close your account in Profile → Your data → Close account.",
      "Withdrawing does not undo what was done before. We then stop and erase your data, except what the law makes us keep: tax invoices and the orders they belong to, 8 years.",
    ],
    rightsHeading: "Your rights",
    rights: [
      "Get a summary of your data: Profile → Your data → Download my data (a file and a readable page).",
      "Correct or complete it: Profile → Edit, saved addresses and measurements.",
      "Have it erased: close your account. We tell you what the law makes us keep, why and for how long.",
      "Name someone to use these rights for you if you die or cannot act: write to our Grievance Officer.",
      `Grievance Officer: ${contact.name}, ${contact.email}, ${contact.phone}. We acknowledge within 48 hours and answer within one month.`,
    ],
    complainHeading: "Complaining to the Data Protection Board",
    complain: [
      "If our answer does not settle your grievance, you may complain to the Data Protection Board of India, online through the Board's digital office, under section 13 of the Act.",
    ],
  };
}

function hindi(contact: NoticeContact): ConsentNotice {
  return {
    version: CONSENT_NOTICE_VERSION,
    language: "hi",
    title: "गोपनीयता सूचना: हम क्या लेते हैं और क्यों",
    summary: "आपका खाता बनाने और ऑर्डर पहुँचाने के लिए हम आपका नाम, ई-मेल, फ़ोन और पते इस्तेमाल करते हैं। आप कभी भी अपना डेटा डाउनलोड कर सकती हैं, सहमति वापस ले सकती हैं या खाता बंद कर सकती हैं।",
    intro: "रंगरेज़ नीचे लिखे निजी डेटा के इस्तेमाल के लिए आपकी सहमति माँगता है, हर एक केवल उसके सामने लिखे उद्देश्य के लिए (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 और नियम 2025)।",
    itemsHeading: "हम क्या लेते हैं, और क्यों",
    dataLabel: "आपका डेटा",
    purposeLabel: "किस लिए",
    items: [
      { data: "नाम, ई-मेल पता और पासवर्ड (केवल बदले हुए रूप, हैश, में रखा जाता है)", purpose: "आपका खाता बनाने और सुरक्षित रखने, और आपके ऑर्डर के बारे में आपको लिखने के लिए।" },
      { data: "फ़ोन नंबर और डिलीवरी के पते", purpose: "आपके ऑर्डर पहुँचाने के लिए: कूरियर इन्हीं से आप तक पहुँचता है।" },
      { data: "शरीर के नाप और संदर्भ फ़ोटो, केवल जब आप नाप से सिलाई का ऑर्डर दें", purpose: "आपका कपड़ा आपके नाप पर सिलने के लिए।" },
      { data: "ऑर्डर, भुगतान और टैक्स इनवॉइस (आपके कार्ड या UPI का ब्योरा Razorpay के पास रहता है; हम केवल भुगतान का संदर्भ रखते हैं)", purpose: "बेचने, पहुँचाने और पैसे लौटाने के लिए, और GST क़ानून के अनुसार 8 साल तक टैक्स रिकॉर्ड रखने के लिए।" },
      { data: "वापसी, उनकी फ़ोटो, और आपका स्टोर क्रेडिट", purpose: "वापसी पर फ़ैसला करने और आपको रिफ़ंड, बदलाव या क्रेडिट देने के लिए।" },
      { data: "समीक्षाएँ और स्टॉक में वापस आने की सूचना के अनुरोध, केवल जब आप लिखें या माँगें", purpose: "आपकी समीक्षा आपके पहले नाम और उपनाम के पहले अक्षर के साथ दिखाने, और साइज़ वापस आने पर आपको बताने के लिए।" },
      { data: "साइन-इन रिकॉर्ड: आपके डिवाइस के सेशन और असफल साइन-इन का नेटवर्क पता", purpose: "आपके खाते को दूसरों से सुरक्षित रखने के लिए।" },
    ],
    withdrawHeading: "सहमति वापस लेना",
    withdraw: [
      "आप कभी भी सहमति वापस ले सकती हैं, उतनी ही आसानी से जितनी आसानी से दी थी: स्टॉक की सूचना उसके ई-मेल से बंद करें, अपने खाते में सहेजे पते या नाप हटाएँ, या प्रोफ़ाइल → आपका डेटा → खाता बंद करें में अपना खाता बंद करें।",
      "सहमति वापस लेने से पहले किया गया काम नहीं बदलता। उसके बाद हम आपका डेटा इस्तेमाल करना बंद करके मिटा देते हैं, सिवाय उसके जो क़ानून रखने को कहता है: टैक्स इनवॉइस और उनके ऑर्डर, 8 साल।",
    ],
    rightsHeading: "आपके अधिकार",
    rights: [
      "अपने डेटा का सारांश पाएँ: प्रोफ़ाइल → आपका डेटा → मेरा डेटा डाउनलोड करें (एक फ़ाइल और पढ़ने लायक पेज)।",
      "उसे सुधारें या पूरा करें: प्रोफ़ाइल → बदलें, सहेजे पते और नाप।",
      "उसे मिटवाएँ: अपना खाता बंद करें। क़ानून जो रखने को कहता है, वह क्या है, क्यों और कितने समय तक, यह हम आपको बताते हैं।",
      "आपकी मृत्यु या असमर्थता में आपकी ओर से ये अधिकार इस्तेमाल करने के लिए किसी को नामित करें: हमारे शिकायत अधिकारी को लिखें।",
      `शिकायत अधिकारी: ${contact.name}, ${contact.email}, ${contact.phone}। हम 48 घंटे में प्राप्ति की सूचना देते हैं और एक महीने के भीतर जवाब देते हैं।`,
    ],
    complainHeading: "डेटा संरक्षण बोर्ड से शिकायत",
    complain: ["अगर हमारे जवाब से आपकी शिकायत दूर नहीं होती, तो आप अधिनियम की धारा 13 के तहत भारत के डेटा संरक्षण बोर्ड से उसके डिजिटल कार्यालय के ज़रिए ऑनलाइन शिकायत कर सकती हैं।"],
  };
}

/** The notice in one language, naming the shop's Grievance Officer. */
export function consentNotice(language: NoticeLanguage, contact: NoticeContact): ConsentNotice {
  return language === "hi" ? hindi(contact) : english(contact);
}
