/** The stream's list of chat messages or questions as this viewer may see them now; null when refused. */
export async function fetchRoomList(streamId: string, part: "chat" | "questions", uniqueId: string): Promise<unknown[] | null> {
  const response = await fetch(`/api/streams/${encodeURIComponent(streamId)}/${part}?token=${encodeURIComponent(uniqueId)}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const list = response.ok ? ((await response.json()) as unknown) : null;
  return Array.isArray(list) ? list : null;
}
