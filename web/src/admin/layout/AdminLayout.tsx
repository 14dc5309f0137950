import { Outlet } from "react-router-dom";

// First cut: the guard, sidebar and header follow.
export function AdminLayout() {
  return (
    <div className="admin">
      <Outlet />
    </div>
  );
}
