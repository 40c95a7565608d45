// The broadcast's one audio track: the microphone and the shared screen's sound mixed in an
// AudioContext, and silence when there is neither (the server's packager expects audio). The
// track stays the same while the host changes microphones, so a recording never loses it.

/** A level from 0 to 100 for audio samples in -1..1: their RMS in decibels, -60 dBFS and below as 0, full scale as 100. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] ?? 0;
    sum += sample * sample;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (!(rms > 0)) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((decibels + 60) / 60) * 100)));
}

const WAKE_EVENTS = ["pointerdown", "keydown"] as const;

export class AudioMixer {
  private readonly context: AudioContext;
  private readonly destination: MediaStreamAudioDestinationNode;
  private readonly analyser: AnalyserNode;
  private readonly silence: ConstantSourceNode;
  private readonly samples: Float32Array<ArrayBuffer>;
  private microphone: MediaStreamAudioSourceNode | null = null;
  private screen: MediaStreamAudioSourceNode | null = null;
  private readonly wake = () => this.resume();

  constructor() {
    this.context = new AudioContext({ latencyHint: "interactive" });
    // A suspended context makes no audio, and a MediaRecorder then records nothing at all (not even
    // the picture): it starts at the host's next click or key press, and again if the browser
    // suspends it later (Safari during a call).
    for (const type of WAKE_EVENTS) document.addEventListener(type, this.wake, { capture: true });
    this.context.onstatechange = () => this.resume();
    this.destination = this.context.createMediaStreamDestination();
    // A constant zero keeps the track producing (silent) audio with nothing else connected.
    this.silence = this.context.createConstantSource();
    this.silence.offset.value = 0;
    this.silence.connect(this.destination);
    this.silence.start();
    this.analyser = this.context.createAnalyser();
    this.analyser.fftSize = 1024;
    this.samples = new Float32Array(this.analyser.fftSize);
  }

  /** The mixed track to record. */
  get track(): MediaStreamTrack {
    return this.destination.stream.getAudioTracks()[0]!;
  }

  /** Mixes this microphone in (and measures it), instead of the one before; null for none. */
  setMicrophone(track: MediaStreamTrack | null) {
    this.microphone?.disconnect();
    this.microphone = track ? this.context.createMediaStreamSource(new MediaStream([track])) : null;
    this.microphone?.connect(this.destination);
    this.microphone?.connect(this.analyser);
  }

  /** Mixes the shared screen's (or tab's) sound in; null for none. */
  setScreenAudio(track: MediaStreamTrack | null) {
    this.screen?.disconnect();
    this.screen = track ? this.context.createMediaStreamSource(new MediaStream([track])) : null;
    this.screen?.connect(this.destination);
  }

  /** The microphone's level now, 0 to 100 (0 without one). */
  level(): number {
    if (!this.microphone) return 0;
    this.analyser.getFloatTimeDomainData(this.samples);
    return levelFromSamples(this.samples);
  }

  /** Browsers start an AudioContext suspended until the person interacts with the page: call it from a click. */
  resume() {
    if (this.context.state === "closed") return;
    if (this.context.state === "running") {
      for (const type of WAKE_EVENTS) document.removeEventListener(type, this.wake, { capture: true });
      return;
    }
    void this.context.resume().catch(() => {});
  }

  close() {
    for (const type of WAKE_EVENTS) document.removeEventListener(type, this.wake, { capture: true });
    this.context.onstatechange = null;
    this.microphone?.disconnect();
    this.screen?.disconnect();
    this.silence.stop();
    this.track.stop();
    void this.context.close().catch(() => {});
  }
}
