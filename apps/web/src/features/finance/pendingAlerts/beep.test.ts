import { afterEach, describe, expect, it, vi } from 'vitest';
import { beep } from './beep';

/** Just enough of the Web Audio API to see the beep being made. */
function fakeAudioContext() {
  const starts = vi.fn();
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: '',
        frequency: { setValueAtTime: vi.fn() },
        connect: (node: unknown) => node,
        start: starts,
        stop: vi.fn(),
        onended: null,
      };
    }
    createGain() {
      return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (node: unknown) => node };
    }
    close = vi.fn(async () => undefined);
  }
  return { FakeAudioContext, starts };
}

describe('beep', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts one oscillator per call, with no audio file and no request', () => {
    const { FakeAudioContext, starts } = fakeAudioContext();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    beep();
    expect(starts).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is silent, not broken, where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => beep()).not.toThrow();
  });
});
