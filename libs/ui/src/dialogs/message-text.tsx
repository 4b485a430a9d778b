/** The dialog's message; line breaks in the text are kept. */
export function MessageText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="rc-dialog-message">
      {text}
    </p>
  );
}
