/**
 * A short two-tone beep from Web Audio (no sound file to load). Browsers keep audio
 * suspended until the page is touched, so `unlock` is called from a tap.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

export function unlockChime(): void {
  void audio()?.resume();
}

/** A new order: two rising tones. */
export function playChime(): void {
  tones([880, 1320]);
}

/** Issue 31: a customer is here: three falling tones, unlike a new order's. */
export function playArrivalChime(): void {
  tones([1568, 1175, 784]);
}

/** Issue 31: an order is ready, on the lobby screen: a bright rising triad. */
export function playReadyChime(): void {
  tones([1047, 1319, 1568]);
}

function tones(frequencies: readonly number[]): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime;
  frequencies.forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.17);
  });
}
