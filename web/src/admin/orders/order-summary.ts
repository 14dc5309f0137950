export function paymentMethodLabel(method: string | undefined): string {
  if (!method) return "Online";
  const known: Record<string, string> = { razorpay: "Razorpay", card: "Card", upi: "UPI", netbanking: "Netbanking", wallet: "Wallet" };
  return known[method.toLowerCase()] ?? method;
}
