import { useRef, useState, type FormEvent } from "react";
import { failureText } from "@/api/error-text.js";
import { useSending } from "@/components/ui/form/use-sending.js";
import { giftCardCodeProblem } from "./gift-card-typing.js";

/**
 * A form around one gift card code (the balance page, adding a card to store credit): the code as
 * typed, its problem beside the field, and a submit that judges the shape first (every try the
 * server sees counts against her network) and says the server's refusal where she is looking.
 */
export function useGiftCardCode(ask: (code: string) => Promise<void>, couldNot: string, before: () => void = () => undefined) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, send } = useSending();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    before();
    const wrong = giftCardCodeProblem(code);
    setProblem(wrong);
    if (wrong) return input.current?.focus();
    void send(
      () => ask(code),
      (failure) => {
        // The server's own sentence as it is: no card with this code, used up, or too many tries from here.
        setProblem(failureText(failure, couldNot));
        input.current?.focus();
      },
    );
  }

  const field = {
    value: code,
    onChange: (next: string) => {
      setCode(next);
      setProblem(null);
    },
    error: problem,
    inputRef: input,
  };
  return { field, input, sending, submit, clear: () => setCode("") };
}
