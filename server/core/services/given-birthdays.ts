/** Past this many members the memory is emptied rather than grown: the ledger's key is the rule, this spares asking it. */
const MAX_MEMBERS = 100_000;

/**
 * The birthday bonuses this instance knows were given (credited here, or found already in the
 * ledger), by member and the year they belong to. A given bonus is never taken back, so a member's
 * later visits in their birthday week need not ask the database again.
 */
export function createGivenBirthdays(maxMembers = MAX_MEMBERS) {
  const yearOf = new Map<number, number>();
  return {
    given: (userId: number, year: number): boolean => yearOf.get(userId) === year,
    keep(userId: number, year: number): void {
      if (yearOf.size >= maxMembers && !yearOf.has(userId)) yearOf.clear();
      yearOf.set(userId, year);
    },
  };
}
