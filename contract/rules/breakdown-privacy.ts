/**
 * The groups of a results breakdown (age groups, genders) that may be shown. A group with fewer
 * than `minAnswers` answers is left out, so the answers of one or two members cannot be read off
 * it. While the groups of known people left out hold fewer than `minAnswers` answers between them
 * (but some), the smallest shown group of known people is left out too: otherwise the total less
 * the groups shown would give their answers away. A group of people not known by it (`isKnown`
 * false: members who did not state their age or sex) cannot be told apart that way, so leaving it
 * out never costs another group. The shown groups keep their order.
 */
export function shownGroups<Group extends { total: number }>(groups: readonly Group[], minAnswers: number, isKnown: (group: Group) => boolean = () => true): Group[] {
  const hidden = new Set(groups.filter((group) => group.total < minAnswers));
  let hiddenAnswers = [...hidden].filter(isKnown).reduce((sum, group) => sum + group.total, 0);
  const bySize = groups.filter((group) => !hidden.has(group) && isKnown(group)).sort((a, b) => a.total - b.total);
  for (const group of bySize) {
    if (hiddenAnswers === 0 || hiddenAnswers >= minAnswers) break;
    hidden.add(group);
    hiddenAnswers += group.total;
  }
  return groups.filter((group) => !hidden.has(group));
}
