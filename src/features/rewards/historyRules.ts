import type { UserLogEntry } from '@contract/schemas/entities';
import { formatMonth } from '../../lib/formatting';

/**
 * Pure rules of My activity: which log entries show, how each reads, the tiles, the
 * case-insensitive description filter and the period.
 */

/** Screen-out surveys are hidden from the history. */
const SCREENOUT = 'survey_screenout';

/** Actions whose description is their own `actionDetails` (a question's text, a survey's title, a proposed question's text, an operator's reason for a grant) in a sentence; a prize's name is read in the member's language (`prizeName`). */
const DETAILED_ACTIONS: ReadonlySet<string> = new Set(['survey_completed', 'survey_speedster', 'question_proposed', 'proposal_accepted', 'proposal_rejected', 'points_granted']);

/** Actions with a translated description of their own; any other reads as the server's `actionDetails`. */
const TRANSLATED_ACTIONS: ReadonlySet<string> = new Set([
  'bonus_profile', 'bonus_birthday', 'bonus_referral', 'registration', 'activation', 'account_created',
  'password_change', 'profile_update', 'language_change', 'account_locked', 'account_deletion_requested', 'account_deletion_cancelled', 'unsubscribe',
  'guest_merge', 'privacy_accepted',
]);

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface HistoryRow {
  key: string;
  /** ISO 8601 instant. */
  date: string;
  description: string;
  /** Points credited (+) or spent (−); null when the entry moved none or is not saved yet. */
  points: number | null;
  /** Still in the device's answer queue, not yet acknowledged by the server. */
  pending: boolean;
}

/** A queued answer as My activity shows it: the question's text where the device knows it. */
export interface PendingAnswer {
  answerId: string;
  questionId: number;
  answeredAt: string;
  questionText: string | null;
}

/** The log's 'YYYY-MM-DD HH:mm:ss' (UTC) as an ISO instant. */
export const logDateToIso = (date: string): string => `${date.replace(' ', 'T')}Z`;

const pointsOf = (entry: UserLogEntry): number | null => {
  const points = entry.actionParams.points;
  return typeof points === 'number' && Number.isFinite(points) && points !== 0 ? points : null;
};

/**
 * Screen-out surveys are hidden, but not the points some of them give for the questions answered
 * before it: that credit shows as a line of its own, without the survey's name, so every change of
 * the balance has its line.
 */
export const isShownInHistory = (entry: UserLogEntry): boolean => entry.actionType !== SCREENOUT || pointsOf(entry) !== null;

/** A prize's name in `language` where its activity line kept one (`names`), else the name it was bought under. */
function prizeName(details: string, names: unknown, language: string): string {
  const name = typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[language] : undefined;
  return typeof name === 'string' && name.trim() ? name : details;
}

/** The description of an entry in the member's language (`language`, the interface's), a raffle's month with the site's year offset. */
export function describeEntry(entry: UserLogEntry, t: Translate, language = '', buddhistYearOffset = 0): string {
  const { actionType: type, actionDetails: details, actionParams: params } = entry;
  if (type === SCREENOUT) return t('rewards.history.actions.survey_consolation');
  if (type === 'convert_prize') return t('rewards.history.actions.convert_prize', { details: prizeName(details, params.names, language) });
  if (DETAILED_ACTIONS.has(type)) return t(`rewards.history.actions.${type}`, { details });
  if (type === 'convert_tickets') return t('rewards.history.actions.convert_tickets', { count: Number(params.tickets ?? 0) });
  if (type === 'raffle_win') return t('rewards.history.actions.raffle_win', { month: formatMonth(String(params.month ?? ''), language, { buddhistYearOffset }), ticket: params.ticket ?? '' });
  if (TRANSLATED_ACTIONS.has(type)) return t(`rewards.history.actions.${type}`);
  return details;
}

/**
 * The table's rows: answers still waiting in the queue first (they are the newest), then the
 * server's entries of the period, newest first, screen-outs left out.
 */
export function historyRows(entries: readonly UserLogEntry[], pending: readonly PendingAnswer[], t: Translate, language = '', buddhistYearOffset = 0): HistoryRow[] {
  const waiting = [...pending]
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))
    .map((answer): HistoryRow => ({
      key: `pending:${answer.answerId}`,
      date: answer.answeredAt,
      description: answer.questionText ?? t('rewards.history.pendingPoll', { id: answer.questionId }),
      points: null,
      pending: true,
    }));
  const saved = entries.filter(isShownInHistory).map((entry, index): HistoryRow => ({
    key: `log:${index}:${entry.actionDate.date}`,
    date: logDateToIso(entry.actionDate.date),
    description: describeEntry(entry, t, language, buddhistYearOffset),
    points: pointsOf(entry),
    pending: false,
  }));
  return [...waiting, ...saved];
}

/** The history text filter is case-insensitive; blank shows everything. */
export function filterRows<T extends { description: string }>(rows: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLocaleLowerCase();
  return needle ? rows.filter((row) => row.description.toLocaleLowerCase().includes(needle)) : [...rows];
}

export interface HistoryTiles {
  /** Points credited in the period (spending not deducted). */
  pointsAccumulated: number;
  /** Poll answers the server saved in the period (a survey's questions, marked with questId, are not polls). */
  pollsAnswered: number;
}

/** The tiles of the period, from every entry the server saved (a screen-out's consolation points count too). */
export function historyTiles(entries: readonly UserLogEntry[]): HistoryTiles {
  let pointsAccumulated = 0;
  let pollsAnswered = 0;
  for (const entry of entries) {
    const points = pointsOf(entry);
    if (points !== null && points > 0) pointsAccumulated += points;
    if (entry.actionType === 'answer' && entry.actionParams.questId === undefined) pollsAnswered += 1;
  }
  return { pointsAccumulated, pollsAnswered };
}
