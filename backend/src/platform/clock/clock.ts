/** The source of "now" for everything that records or compares time; tests inject their own. */
export abstract class Clock {
  abstract now(): Date;
}

/** Wall-clock time. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
