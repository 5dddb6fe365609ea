/** The ids ticked in a season set (`allowedSeasons`: seasonId → true), in a stable order. */
export const seasonIdsOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .filter(([, on]) => on === true)
        .map(([id]) => id)
        .sort()
    : [];
