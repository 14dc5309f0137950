import { useEffect, useState } from "react";
import { loadJudge, strengthWord, type Strength } from "./password-strength.js";

/** A bar and a word under a new password, and the server's reason when it would refuse it; nothing until something is typed. */
export function PasswordStrength({ password, person = {} }: { password: string; person?: { email?: string; name?: string } }) {
  const [strength, setStrength] = useState<Strength | null>(null);
  const { email, name } = person;
  useEffect(() => {
    let current = true;
    if (!password) return;
    void loadJudge().then((judge) => {
      if (current) setStrength(judge(password, { email, name }));
    });
    return () => {
      current = false;
    };
  }, [password, email, name]);
  if (!password || strength === null) return null;
  const { score, refusal } = strength;
  return (
    <div className={`password-strength password-strength--${score}`} aria-live="polite">
      <span className="password-strength__bar" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={step < Math.max(1, score) ? "is-on" : undefined} />
        ))}
      </span>
      <span className="password-strength__word">Strength: {strengthWord(score)}</span>
      {refusal && <p className="password-strength__why">{refusal}</p>}
    </div>
  );
}
