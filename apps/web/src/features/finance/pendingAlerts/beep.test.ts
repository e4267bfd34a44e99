import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBeep } from './beep';

/** Just enough of the Web Audio API to see the beep being made. */
function fakeAudioContext(state: AudioContextState = 'running') {
  const starts = vi.fn();
  const made = vi.fn();
  const resumes = vi.fn(async () => undefined);
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    state = state;
    constructor() {
      made();
    }
    createOscillator() {
      return {
        type: '',
        frequency: { setValueAtTime: vi.fn() },
        connect: (node: unknown) => node,
        start: starts,
        stop: vi.fn(),
      };
    }
    createGain() {
      return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (node: unknown) => node };
    }
    resume = resumes;
  }
  return { FakeAudioContext, starts, made, resumes };
}

/** The page's user-activation state as Chromium reports it (jsdom has none). */
function pageHasBeenActive(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive, isActive: hasBeenActive } });
}

describe('beep', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('starts one oscillator per call on one audio context, with no audio file and no request', () => {
    const { FakeAudioContext, starts, made } = fakeAudioContext();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beep = makeBeep();
    beep();
    beep();
    beep();
    expect(starts).toHaveBeenCalledTimes(3);
    expect(made).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('makes no audio context before the page has had a user gesture, and beeps once it has', () => {
    const { FakeAudioContext, starts, made, resumes } = fakeAudioContext('suspended');
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const beep = makeBeep();
    pageHasBeenActive(false);
    beep();
    expect(made).not.toHaveBeenCalled();
    pageHasBeenActive(true);
    beep();
    expect(made).toHaveBeenCalledTimes(1);
    expect(resumes).toHaveBeenCalledTimes(1);
    expect(starts).toHaveBeenCalledTimes(1);
  });

  it('is silent, not broken, where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => makeBeep()()).not.toThrow();
  });
});
