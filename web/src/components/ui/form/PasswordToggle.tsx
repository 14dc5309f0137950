import { Eye, EyeOff } from "lucide-react";

/** The show/hide password button; one button can reveal several password fields at once. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  return (
    <button type="button" className="password-toggle" aria-pressed={shown} aria-label={shown ? "Hide password" : "Show password"} onClick={onToggle}>
      {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
    </button>
  );
}
