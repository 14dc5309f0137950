// First cut: the dashboard screen follows.
export default function DashboardPage() {
  return (
    <section>
      <h1>Dashboard</h1>
    </section>
  );
}
