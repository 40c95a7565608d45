/**
 * The alert overlay the replay tests put on screen 12 s into a recording (`at(s)`: the moment s
 * seconds in), as viewers got it: its stage mark's payload.
 */
export function replayAlert(at: (seconds: number) => string) {
  return {
    id: 1,
    type: "alert",
    isActive: true,
    createdAt: at(12),
    updatedAt: at(12),
    startedAt: at(12),
    config: JSON.stringify({ title: "Doors open", message: "Early-bird bonus ends soon", duration: 60, position: "top-right", style: "success" }),
  };
}
