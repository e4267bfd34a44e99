/**
 * A short two-tone beep made in the browser (Web Audio oscillator): no audio file and no network
 * request. Each beeper keeps one audio context for the page's life: a context per beep left three
 * open at once when three kinds of request arrived together.
 */
export function makeBeep(): () => void {
  let context: AudioContext | undefined;

  function audioContext(): AudioContext | undefined {
    // Before the page's first user gesture (a reload, a restored tab) a browser keeps any new
    // context suspended and logs a warning for it: the beep would be silent either way, and the
    // pending alert itself stays on screen.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return undefined;
    const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return undefined;
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume();
    return context;
  }

  return function beep(): void {
    try {
      const audio = audioContext();
      if (!audio) return;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(880, audio.currentTime);
      oscillator.frequency.setValueAtTime(660, audio.currentTime + 0.15);
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + 0.4);
    } catch {
      // No sound is better than a broken alert.
    }
  };
}

export const beep = makeBeep();
