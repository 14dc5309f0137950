// First cut: the sign-in form follows.
export function AdminLoginPage() {
  return (
    <main>
      <h1>Admin Login</h1>
    </main>
  );
}
