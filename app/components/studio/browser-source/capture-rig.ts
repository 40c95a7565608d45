// What this tab captures for a broadcast: the camera, the microphone and the shared screen, the
// devices to choose from, and the one stream that gets recorded (which the preview shows).
// Framework-free, with a subscribe/getSnapshot pair for useSyncExternalStore (use-capture.ts).
import { AudioMixer } from "./audio-mixer";
import { captureErrorMessage } from "./capture-errors";
import { Compositor } from "./compositor";
import { COMPOSED_FPS, COMPOSED_HEIGHT, COMPOSED_WIDTH } from "./layout";

export type BrowserSourceKind = "camera" | "screen" | "screen-and-camera";

/** The Microphone select's value for no microphone (the broadcast then carries silence). */
export const MICROPHONE_OFF = "off";

export const TRACK_ENDED = {
  screen: "Screen sharing stopped.",
  camera: "The camera stopped (it was unplugged, or another app took it).",
  microphone: "The microphone stopped: viewers hear silence until you choose another one.",
} as const;

export interface DeviceOption {
  id: string;
  label: string;
}

export interface CaptureSnapshot {
  /** "needed" until the browser lets this page use the camera/microphone (their names are hidden until then). */
  permission: "checking" | "needed" | "asking" | "granted";
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  cameraId: string;
  microphoneId: string;
  /** A camera or microphone is being switched. */
  switching: boolean;
  /** The shared screen's name, while one is shared. */
  screen: string | null;
  choosingScreen: boolean;
  /** What gets recorded and previewed: a picture and the mixed audio; null until there is a picture. */
  outgoing: MediaStream | null;
  error: string | null;
  /** A track that ended by itself (the browser's "Stop sharing", an unplugged camera). */
  notice: string | null;
}

export const IDLE_CAPTURE: CaptureSnapshot = {
  permission: "checking",
  cameras: [],
  microphones: [],
  cameraId: "",
  microphoneId: "",
  switching: false,
  screen: null,
  choosingScreen: false,
  outgoing: null,
  error: null,
  notice: null,
};

const STORED = { camera: "showup.studio.camera", microphone: "showup.studio.microphone" } as const;

function remembered(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function remember(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}

/** The asked-for device: `exact` when the host just chose it, `ideal` for a remembered one that may be gone. */
function deviceConstraint(id: string, exact: boolean): ConstrainDOMString | undefined {
  if (!id) return undefined;
  return exact ? { exact: id } : { ideal: id };
}

export function cameraConstraints(id: string, exact: boolean): MediaTrackConstraints {
  return {
    deviceId: deviceConstraint(id, exact),
    width: { ideal: COMPOSED_WIDTH },
    height: { ideal: COMPOSED_HEIGHT },
    frameRate: { ideal: COMPOSED_FPS },
  };
}

export function microphoneConstraints(id: string, exact: boolean): MediaTrackConstraints {
  return { deviceId: deviceConstraint(id, exact), echoCancellation: true, noiseSuppression: true, autoGainControl: true };
}

/** The devices of one kind, named ("Camera 2" while the browser still hides their names). */
export function deviceOptions(devices: readonly Pick<MediaDeviceInfo, "deviceId" | "kind" | "label">[], kind: MediaDeviceKind): DeviceOption[] {
  const noun = kind === "videoinput" ? "Camera" : "Microphone";
  return devices
    .filter((device) => device.kind === kind && device.deviceId)
    .map((device, index) => ({ id: device.deviceId, label: device.label || `${noun} ${index + 1}` }));
}

export class CaptureRig {
  private snapshot: CaptureSnapshot = IDLE_CAPTURE;
  private readonly listeners = new Set<() => void>();
  private disposed = false;
  private mixer: AudioMixer | null = null;
  private compositor: Compositor | null = null;
  private camera: MediaStreamTrack | null = null;
  private microphone: MediaStreamTrack | null = null;
  private screen: MediaStream | null = null;
  /** The recorded stream, kept while its tracks stay the same. */
  private outgoingKey = "";

  constructor(readonly source: BrowserSourceKind) {}

  get wantsCamera() {
    return this.source !== "screen";
  }

  get wantsScreen() {
    return this.source !== "camera";
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Lists the devices and, when the browser already lets this page use them, starts them. */
  async init() {
    const stored = remembered(STORED.microphone);
    this.set({ cameraId: remembered(STORED.camera), microphoneId: stored });
    navigator.mediaDevices.addEventListener("devicechange", this.refreshDevices);
    const devices = await this.listDevices();
    if (this.disposed) return;
    const kinds: MediaDeviceKind[] = this.wantsCamera ? ["videoinput", "audioinput"] : ["audioinput"];
    const allowed = devices.some((device) => kinds.includes(device.kind) && device.label);
    if (allowed) await this.allow();
    else this.set({ permission: "needed" });
  }

  /** Asks for the camera (unless sharing a screen only) and the microphone (unless it is off), in one prompt. */
  async allow() {
    this.set({ permission: "asking", error: null, notice: null });
    const wantsMicrophone = this.snapshot.microphoneId !== MICROPHONE_OFF;
    const video = this.wantsCamera ? cameraConstraints(this.snapshot.cameraId, false) : false;
    const audio = wantsMicrophone ? microphoneConstraints(this.snapshot.microphoneId, false) : false;
    if (!video && !audio) {
      this.set({ permission: "granted" });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video, audio });
    } catch (error) {
      // A computer without a microphone (or camera) refuses both: try the other alone.
      const retried = video && audio && (error as Error)?.name === "NotFoundError" ? await this.eitherAlone(video, audio) : null;
      if (!retried) {
        if (!this.disposed) this.set({ permission: "needed", error: captureErrorMessage(error, "devices") });
        return;
      }
      stream = retried;
    }
    if (this.disposed) return stopAll(stream);
    this.ensureMixer();
    this.useCamera(stream.getVideoTracks()[0] ?? null);
    this.useMicrophone(stream.getAudioTracks()[0] ?? null);
    this.set({ permission: "granted" });
    await this.refreshDevices();
  }

  /** The camera alone, else the microphone alone, saying which one is missing; null when neither starts. */
  private async eitherAlone(video: MediaTrackConstraints, audio: MediaTrackConstraints): Promise<MediaStream | null> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video });
      this.set({ notice: "No microphone was found: viewers hear silence." });
      return stream;
    } catch {
      // No camera either, or not allowed: try the microphone.
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio });
      this.set({ error: "No camera was found." });
      return stream;
    } catch {
      return null;
    }
  }

  async selectCamera(id: string) {
    this.set({ cameraId: id, switching: true, error: null, notice: null });
    remember(STORED.camera, id);
    // Let go of the old camera first: many cannot be opened twice at once.
    this.useCamera(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: cameraConstraints(id, true) });
      if (this.disposed) return stopAll(stream);
      this.useCamera(stream.getVideoTracks()[0] ?? null);
    } catch (error) {
      if (!this.disposed) this.set({ error: captureErrorMessage(error, "devices") });
    } finally {
      if (!this.disposed) this.set({ switching: false });
      this.recompose();
    }
  }

  async selectMicrophone(id: string) {
    this.set({ microphoneId: id, error: null, notice: null });
    remember(STORED.microphone, id);
    if (id === MICROPHONE_OFF) {
      this.useMicrophone(null);
      return;
    }
    if (this.snapshot.permission !== "granted") return;
    this.set({ switching: true });
    this.useMicrophone(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints(id, true) });
      if (this.disposed) return stopAll(stream);
      this.ensureMixer();
      this.useMicrophone(stream.getAudioTracks()[0] ?? null);
    } catch (error) {
      if (!this.disposed) this.set({ error: captureErrorMessage(error, "devices") });
    } finally {
      if (!this.disposed) this.set({ switching: false });
    }
  }

  /** The browser's screen picker: a screen, a window or a tab, with its sound where the browser offers it. */
  async chooseScreen() {
    this.resumeAudio();
    this.set({ choosingScreen: true, error: null, notice: null });
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: COMPOSED_FPS }, audio: true });
      if (this.disposed) return stopAll(stream);
      this.ensureMixer();
      this.useScreen(stream);
    } catch (error) {
      if (!this.disposed) this.set({ error: captureErrorMessage(error, "screen") });
    } finally {
      if (!this.disposed) this.set({ choosingScreen: false });
    }
  }

  /** The microphone's level now, 0 to 100. */
  level = () => this.mixer?.level() ?? 0;

  /** Starts the audio (browsers hold it until the person clicks): call it from a click. */
  resumeAudio() {
    this.ensureMixer().resume();
  }

  dispose() {
    this.disposed = true;
    navigator.mediaDevices.removeEventListener("devicechange", this.refreshDevices);
    this.useCamera(null);
    this.useMicrophone(null);
    this.useScreen(null);
    this.compositor?.stop();
    this.mixer?.close();
    this.compositor = null;
    this.mixer = null;
    this.listeners.clear();
  }

  private refreshDevices = async () => {
    const devices = await this.listDevices();
    if (this.disposed) return;
    this.set({ cameras: deviceOptions(devices, "videoinput"), microphones: deviceOptions(devices, "audioinput") });
  };

  private async listDevices(): Promise<MediaDeviceInfo[]> {
    try {
      return await navigator.mediaDevices.enumerateDevices();
    } catch {
      return [];
    }
  }

  private ensureMixer(): AudioMixer {
    this.mixer ??= new AudioMixer();
    if (this.source === "screen-and-camera") this.compositor ??= new Compositor();
    return this.mixer;
  }

  /** Stops the device's track in use and keeps the new one; should that one end by itself, `letGo` runs and the host is told. */
  private holdTrack(device: "camera" | "microphone", track: MediaStreamTrack | null, letGo: () => void) {
    const held = this[device];
    if (held) {
      held.onended = null;
      held.stop();
    }
    this[device] = track;
    if (track) {
      track.onended = () => {
        if (this[device] !== track) return;
        letGo();
        this.set({ notice: TRACK_ENDED[device] });
      };
    }
  }

  private useCamera(track: MediaStreamTrack | null) {
    this.holdTrack("camera", track, () => this.useCamera(null));
    this.compositor?.setCamera(track);
    const id = track?.getSettings().deviceId;
    if (id) {
      this.set({ cameraId: id });
      remember(STORED.camera, id);
    }
    this.recompose();
  }

  private useMicrophone(track: MediaStreamTrack | null) {
    this.holdTrack("microphone", track, () => this.useMicrophone(null));
    this.mixer?.setMicrophone(track);
    const id = track?.getSettings().deviceId;
    if (id) this.set({ microphoneId: id });
  }

  private useScreen(stream: MediaStream | null) {
    if (this.screen) {
      for (const track of this.screen.getTracks()) {
        track.onended = null;
        track.stop();
      }
    }
    this.screen = stream;
    const video = stream?.getVideoTracks()[0] ?? null;
    this.compositor?.setScreen(video);
    this.mixer?.setScreenAudio(stream?.getAudioTracks()[0] ?? null);
    if (video) {
      video.onended = () => {
        if (this.screen !== stream) return;
        this.useScreen(null);
        this.set({ notice: TRACK_ENDED.screen });
      };
    }
    this.set({ screen: video ? sharedSurface(video) : null });
    this.recompose();
  }

  /** The stream to record: a new one only when its picture or sound track changes. */
  private recompose() {
    const audio = this.mixer?.track ?? null;
    let video: MediaStreamTrack | null = null;
    if (this.source === "camera") video = this.camera;
    else if (this.source === "screen") video = this.screen?.getVideoTracks()[0] ?? null;
    // The composition goes on while a camera is being switched: a broadcast of the camera alone keeps going.
    else if (this.camera || this.screen || this.snapshot.switching) video = this.compositor?.track ?? null;
    const key = video && audio ? `${video.id}+${audio.id}` : "";
    if (key === this.outgoingKey) return;
    this.outgoingKey = key;
    this.set({ outgoing: video && audio ? new MediaStream([video, audio]) : null });
  }

  private set(change: Partial<CaptureSnapshot>) {
    if (this.disposed) return;
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** What the host shares, in words: the browser's track labels are ids ("screen:0:0", "window:1234:1"). */
export function sharedSurface(track: Pick<MediaStreamTrack, "getSettings">): string {
  const surface = (track.getSettings() as MediaTrackSettings & { displaySurface?: string }).displaySurface;
  if (surface === "window") return "a window";
  if (surface === "browser") return "a browser tab";
  return "your entire screen";
}

function stopAll(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
