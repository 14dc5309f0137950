import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { Modal } from "@/components/ui/dialog/Modal.js";
import PolicyContent from "./PolicyContent.js";
import type { PolicyEntry } from "./policy-list.js";

/** The footer's Information pop-up: the policy in a dialog, with a link to its own page. */
export default function PolicyPopup({ policy, onClose }: { policy: PolicyEntry; onClose(): void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={policy.title}
      footer={
        <Link to={policy.path} className="btn btn--outline btn--block" onClick={onClose}>
          Open as a page <ExternalLink size={16} aria-hidden="true" />
        </Link>
      }
    >
      <PolicyContent slug={policy.slug} />
    </Modal>
  );
}
