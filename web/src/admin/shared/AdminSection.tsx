import { useId, type ReactNode } from "react";

/** A titled part of an admin details dialog or screen, named by its title for screen readers. */
export function AdminSection({ title, heading: Heading = "h3", children }: { title: string; heading?: "h2" | "h3"; children: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-section" aria-labelledby={id}>
      <Heading id={id} className="admin-section__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
