/** An event picker's choices: a prompt (or, with no events, what to do first), then the host's events. */
export function EventOptions({ events }: { events: { id: number; title: string }[] }) {
  return (
    <>
      <option value="">{events.length ? "Select an event" : "Create an event first"}</option>
      {events.map((event) => (
        <option key={event.id} value={event.id}>
          {event.title}
        </option>
      ))}
    </>
  );
}
