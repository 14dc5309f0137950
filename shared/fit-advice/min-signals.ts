/** The fewest buyers' signals a fit is told from, unless the owner sets another number (settings): fewer, and two exchanges read as a trend. */
export const DEFAULT_MIN_SIGNALS = 8;
