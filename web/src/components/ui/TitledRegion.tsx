import type { ReactNode } from "react";

interface TitledRegionProps {
  /** The heading's id, which names the region for screen readers. */
  id: string;
  title: string;
  className: string;
  titleClassName: string;
  as?: "section" | "nav";
  heading?: "h2" | "h3";
  children: ReactNode;
}

/** A part of a page named by its own heading. */
export function TitledRegion({ id, title, className, titleClassName, as: Tag = "section", heading: Heading = "h2", children }: TitledRegionProps) {
  return (
    <Tag className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
