import { SELLER } from "@/config/seller.js";

export default function PrivacyPolicy() {
  return (
    <>
      <p>
        This policy explains what personal data {SELLER.legalName} ("{SELLER.brand}", "we") collects when you shop with us, why, and the choices you have. We process personal data in line
        with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Your account: name, e-mail address and password (we keep only a salted hash of it, never the password itself).</li>
        <li>Your profile and orders: phone number, delivery address, the items you order and your order history.</li>
        <li>
          Payments: you enter your card details directly in Razorpay's checkout. We never see or store your card number; we keep only Razorpay's payment and order references and the
          amount.
        </li>
        <li>In your browser: your cart, your wishlist and your sign-in token are kept in your browser's local storage so they survive a reload. We use no advertising cookies or trackers.</li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To take, confirm (by phone), ship and support your orders.</li>
        <li>To keep your account secure and prevent fraud.</li>
        <li>To meet our legal duties, such as GST invoicing and record keeping.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Only with those who help us deliver your order: Razorpay to take your payment, and our courier partners, who receive your name, phone number and delivery address. We share data with
        authorities only when the law requires it. We never sell your personal data.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Your account and profile: while your account is open. You can close it from your profile once your orders have arrived and your returns are settled. Any store credit
          left is given up when you close it: we show you the amount and ask you to confirm first.
        </li>
        <li>Each sign-in: up to 30 days, or until you log out or change your password. A password-reset link works for 30 minutes, once.</li>
        <li>Records of sign-in attempts and similar security counters: 15 minutes to an hour.</li>
        <li>
          Tax invoices and credit notes: 8 years, as India's GST law requires. When you close your account they are kept as issued, no longer linked to any login, and your contact details
          are erased from your orders.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or erase your personal data, withdraw your consent, or nominate someone to act for you. In your profile you can edit your name, phone and address,
        download everything we hold about you (a JSON file), and close your account, which erases your personal data except what tax law makes us keep. For anything else, write to our
        Grievance Officer (details below); we reply within the time the law sets.
      </p>

      <h2>Security</h2>
      <p>Our site is served over encrypted connections, passwords are stored only as salted hashes, and access to order data is limited to the staff who fulfil orders.</p>

      <h2>Changes</h2>
      <p>If we change this policy we will post the new version here.</p>
    </>
  );
}
