/** "sides" → "Sides": a catalog noun at the start of a title or toast. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
