/** Pure rules of the bonuses. */

const DAY_MS = 86_400_000;

/**
 * The birthday week: the birthday and the six days after it, in UTC. A 29 February birthday falls
 * on 28 February in other years.
 */
export function inBirthdayWeek(birthdate: string | null, today: Date): boolean {
  const match = birthdate ? /^\d{4}-(\d{2})-(\d{2})$/.exec(birthdate) : null;
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  // The birthday this year, or last year's when today is early January and the birthday late December.
  for (const year of [today.getUTCFullYear(), today.getUTCFullYear() - 1]) {
    const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
    const birthday = Date.UTC(year, month - 1, month === 2 && day === 29 && !leap ? 28 : day);
    if (dayStart >= birthday && dayStart < birthday + 7 * DAY_MS) return true;
  }
  return false;
}

/** The year whose birthday bonus a visit on `today` earns (last year's late-December birthday in early January). */
export function birthdayYear(birthdate: string, today: Date): number {
  const month = Number(birthdate.slice(5, 7));
  return month === 12 && today.getUTCMonth() === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
}

/** The referral bonus is due once the invited member is active and has answered enough polls. */
export function referralDue(invited: { status: string; answers: number }, answersRequired: number): boolean {
  return invited.status === 'active' && invited.answers >= answersRequired;
}
