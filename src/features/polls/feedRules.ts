/** The first card of the feed's upcoming list that has no answer waiting in the queue, or null. */
export function nextFeedCard<T extends { id: number }>(upcoming: readonly T[], queuedQuestionIds: ReadonlySet<number>): T | null {
  return upcoming.find((card) => !queuedQuestionIds.has(card.id)) ?? null;
}
