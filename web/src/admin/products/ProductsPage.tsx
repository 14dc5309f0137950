// Placeholder: the admin products screen lands here (default export, lazily loaded by AdminApp).
export default function ProductsPage() {
  return (
    <section>
      <h1>Products</h1>
    </section>
  );
}
