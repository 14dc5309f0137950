// First cut: the orders screen follows.
export default function OrdersPage() {
  return (
    <section>
      <h1>Orders</h1>
    </section>
  );
}
