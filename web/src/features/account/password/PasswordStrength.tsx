import { useEffect, useState } from "react";
import { loadScorer, STRENGTH_WORDS } from "./password-strength.js";

/** A bar and a word under a new password; nothing until something is typed. */
export function PasswordStrength({ password, personal = [] }: { password: string; personal?: string[] }) {
  const [score, setScore] = useState<number | null>(null);
  const key = personal.join("\n");
  useEffect(() => {
    let current = true;
    if (!password) return;
    void loadScorer().then((score) => {
      if (current) setScore(score(password, key ? key.split("\n") : []));
    });
    return () => {
      current = false;
    };
  }, [password, key]);
  if (!password || score === null) return null;
  return (
    <div className={`password-strength password-strength--${score}`} aria-live="polite">
      <span className="password-strength__bar" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={step < Math.max(1, score) ? "is-on" : undefined} />
        ))}
      </span>
      <span className="password-strength__word">Strength: {STRENGTH_WORDS[score]}</span>
    </div>
  );
}
