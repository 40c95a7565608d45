import { useEffect, useState, useSyncExternalStore } from "react";
import { CaptureRig, IDLE_CAPTURE, type BrowserSourceKind, type CaptureSnapshot } from "./capture-rig";

const noSubscription = () => () => {};
const idle = () => IDLE_CAPTURE;

/**
 * The camera, microphone and screen of a browser broadcast while `enabled`: what the page shows of
 * them (the snapshot) and the rig to act on (null until it exists). Every track, the audio and the
 * composition stop when the source changes or the page goes.
 */
export function useCapture(source: BrowserSourceKind, enabled: boolean): CaptureSnapshot & { rig: CaptureRig | null } {
  const [rig, setRig] = useState<CaptureRig | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const created = new CaptureRig(source);
    setRig(created);
    void created.init();
    return () => {
      created.dispose();
      setRig(null);
    };
  }, [source, enabled]);
  const snapshot = useSyncExternalStore(rig?.subscribe ?? noSubscription, rig?.getSnapshot ?? idle, idle);
  return { ...snapshot, rig };
}
