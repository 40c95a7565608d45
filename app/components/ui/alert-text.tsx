/** What went wrong, said where it happened (role=alert) in the caller's look; nothing while all is well. */
export function AlertText({ id, className, message }: { id?: string; className: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  );
}
