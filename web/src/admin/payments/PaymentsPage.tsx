// First cut: the payments screen follows.
export default function PaymentsPage() {
  return (
    <section>
      <h1>Payments</h1>
    </section>
  );
}
