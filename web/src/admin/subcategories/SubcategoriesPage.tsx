// Placeholder: the admin subcategories screen lands here (default export, lazily loaded by AdminApp).
export default function SubcategoriesPage() {
  return (
    <section>
      <h1>Subcategories</h1>
    </section>
  );
}
