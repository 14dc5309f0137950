import { LogOut, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "@/session/AuthProvider.js";

/** Signed in: the shopper's name (to /profile) and a sign-out icon. Otherwise Login and Register. */
export function UserArea({ onNavigate }: { onNavigate?(): void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  // Keyed by state: the signed-in area is new elements in the rendered page's place, not Login's
  // link moved and relabelled (which the browser would count as the page shifting).
  if (user) {
    return (
      <div className="user-area" key="signed-in">
        <Link to="/profile" className="user-area__name" onClick={onNavigate}>
          <UserRound size={18} aria-hidden="true" />
          <span>{user.name}</span>
        </Link>
        <button
          type="button"
          className="icon-btn"
          aria-label="Sign out"
          title="Sign out"
          onClick={() => {
            signOut();
            onNavigate?.();
            navigate("/");
          }}
        >
          <LogOut size={20} aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div className="user-area" key="signed-out">
      <Link to="/login" className="btn btn--ghost btn--small user-area__btn" onClick={onNavigate}>
        Login
      </Link>
      <Link to="/register" className="btn btn--primary btn--small user-area__btn" onClick={onNavigate}>
        Register
      </Link>
    </div>
  );
}
