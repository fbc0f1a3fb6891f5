import { Clock } from '../../backend/src/platform/clock/clock.js';

/** A clock that stands still until a test moves it. */
export class ManualClock extends Clock {
  private current: Date;

  constructor(start = new Date('2026-11-01T09:00:00.000Z')) {
    super();
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
