/** Weight of the newest sample in the moving average (simple-uploader's speedSmoothingFactor). */
const SMOOTHING = 0.1;

/**
 * Upload speed as an exponential moving average of samples taken at least `minIntervalMs` apart,
 * and the time left at that speed. Progress fed to it never goes backwards.
 */
export class SpeedMeter {
  private lastBytes = 0;
  private lastAt: number | undefined;
  private average = 0;

  constructor(private readonly minIntervalMs = 500) {}

  /** Bytes per second. */
  get speed(): number {
    return this.average;
  }

  sample(bytes: number, now: number): void {
    if (this.lastAt === undefined) {
      this.lastAt = now;
      this.lastBytes = bytes;
      return;
    }
    const elapsed = now - this.lastAt;
    if (elapsed < this.minIntervalMs) return;
    const current = (Math.max(bytes - this.lastBytes, 0) * 1000) / elapsed;
    this.average = this.average === 0 ? current : SMOOTHING * current + (1 - SMOOTHING) * this.average;
    this.lastAt = now;
    this.lastBytes = bytes;
  }

  /** Seconds left for `remaining` bytes, or undefined while the speed is unknown. */
  secondsLeft(remaining: number): number | undefined {
    return this.average > 0 ? remaining / this.average : undefined;
  }

  /** After a pause the clock restarts, so the paused time does not read as a slow connection. */
  restart(): void {
    this.lastAt = undefined;
  }
}
