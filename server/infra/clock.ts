/** Where "now" comes from. The app reads it once per request; tests give buildApp their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
