import { useId, type ReactNode } from "react";
import { TitledRegion } from "@/components/ui/TitledRegion.js";

/** A titled part of an admin details dialog or screen, named by its title for screen readers. */
export function AdminSection({ title, heading = "h3", children }: { title: string; heading?: "h2" | "h3"; children: ReactNode }) {
  return (
    <TitledRegion id={useId()} title={title} heading={heading} className="admin-section" titleClassName="admin-section__title">
      {children}
    </TitledRegion>
  );
}
