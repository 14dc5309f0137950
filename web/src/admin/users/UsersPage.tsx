// Placeholder: the admin users screen lands here (default export, lazily loaded by AdminApp).
export default function UsersPage() {
  return (
    <section>
      <h1>Users</h1>
    </section>
  );
}
