import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import * as styles from "./browser-source.css";
import { MICROPHONE_OFF, type BrowserSourceKind, type CaptureRig, type CaptureSnapshot } from "./capture-rig";

/**
 * The camera and microphone to use (after the browser's permission, which names them), and the
 * screen to share. `sending` locks what a running recording cannot change.
 */
export function DeviceControls({
  source,
  capture,
  rig,
  sending,
}: {
  source: BrowserSourceKind;
  capture: CaptureSnapshot;
  rig: CaptureRig;
  sending: boolean;
}) {
  const wantsCamera = source !== "screen";
  const wantsScreen = source !== "camera";
  const granted = capture.permission === "granted";
  // A recording of the camera or screen alone records that very track: it cannot be swapped mid-broadcast.
  const cameraLocked = sending && source === "camera";
  const screenLocked = sending && source === "screen";
  return (
    <div className={styles.controls}>
      {granted ? (
        <>
          {wantsCamera ? (
            <SelectField
              label="Camera"
              hint={cameraLocked ? "Stop sending to change the camera." : undefined}
              selectProps={{
                id: "browser-source-camera",
                value: capture.cameraId,
                disabled: cameraLocked || capture.switching || capture.cameras.length === 0,
                onChange: (event) => void rig.selectCamera(event.currentTarget.value),
              }}
            >
              {capture.cameras.length === 0 ? <option value="">No camera found</option> : null}
              {capture.cameras.map((camera) => (
                <option key={camera.id} value={camera.id}>
                  {camera.label}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            label="Microphone"
            selectProps={{
              id: "browser-source-microphone",
              value: capture.microphoneId || MICROPHONE_OFF,
              disabled: capture.switching,
              onChange: (event) => void rig.selectMicrophone(event.currentTarget.value),
            }}
          >
            {capture.microphones.map((microphone) => (
              <option key={microphone.id} value={microphone.id}>
                {microphone.label}
              </option>
            ))}
            <option value={MICROPHONE_OFF}>Off</option>
          </SelectField>
        </>
      ) : capture.permission === "checking" ? null : (
        <div className={styles.permission}>
          <p className={styles.rowText}>
            {capture.permission === "asking"
              ? "Answer your browser's question to let ShowUp use them."
              : wantsCamera
                ? "Your browser asks once before this page may use your camera and microphone; then you can choose which ones."
                : "Your browser asks once before this page may use your microphone; then you can choose which one."}
          </p>
          <Button variant="secondary" disabled={capture.permission === "asking"} onClick={() => void rig.allow()}>
            {wantsCamera ? "Allow camera and microphone" : "Allow microphone"}
          </Button>
        </div>
      )}
      {wantsScreen ? (
        <div className={styles.screenRow}>
          <p className={styles.rowText}>
            {capture.screen ? (
              <>
                Sharing <span className={styles.strong}>{capture.screen}</span>
              </>
            ) : source === "screen" ? (
              "No screen chosen yet."
            ) : (
              "No screen chosen yet: your camera fills the picture."
            )}
            {screenLocked ? " Stop sending to share another one." : null}
          </p>
          <Button variant="secondary" disabled={capture.choosingScreen || screenLocked} onClick={() => void rig.chooseScreen()}>
            Choose screen
          </Button>
        </div>
      ) : null}
    </div>
  );
}
