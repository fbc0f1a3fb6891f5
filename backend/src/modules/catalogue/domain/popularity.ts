/**
 * How much each kind of real use adds to a template's popularity. Each draft counts once, however
 * often it autosaves, so one busy editor cannot outweigh many families; a purchase counts more.
 */
export const popularityWeights = {
  /** A draft (one owner's edits of one template) was edited for the first time. */
  edited: 1,
  /** A pamphlet made from the template was bought. */
  purchased: 5,
} as const;

export type PopularitySignal = keyof typeof popularityWeights;
