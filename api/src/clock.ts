/**
 * The real clock: the default wherever a clock may be given (tests give their own). One
 * function for all, so a default clock is not a closure of each module that falls back to it.
 */
export const systemNow = (): Date => new Date();
