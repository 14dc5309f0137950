import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { confirmBackInStock } from "@/api/back-in-stock.js";
import { failureText } from "@/api/error-text.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import "./notify-me.css";

/** /back-in-stock/confirm?token=…: the link from the "Notify me" e-mail, confirmed as the page opens (issue 27). */
export default function BackInStockConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; productId?: string } | null>(null);
  const sent = useRef(false);
  useDocumentTitle("Notify me");

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    if (!token) return setOutcome({ ok: false, text: "This page needs the link from the e-mail we sent you." });
    confirmBackInStock(token).then(
      (answer) => setOutcome({ ok: true, text: answer.message, productId: answer.productId }),
      (failure: unknown) => setOutcome({ ok: false, text: failureText(failure, "We could not confirm your request. Please try again.") }),
    );
  }, [token]);

  return (
    <div className="page state back-in-stock-confirm">
      <h1>Notify me</h1>
      <p className={outcome?.ok === false ? "notify-me__error" : "notify-me__done"} role={outcome?.ok === false ? "alert" : "status"}>
        {outcome ? outcome.text : "Confirming…"}
      </p>
      {outcome?.productId ? (
        <Link className="btn btn--primary" to={`/product/${encodeURIComponent(outcome.productId)}`}>
          Back to the product
        </Link>
      ) : (
        <Link className="btn btn--outline" to="/">
          Continue shopping
        </Link>
      )}
    </div>
  );
}
