import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes, type RouteName } from '@contract/schemas/routes';
import { createMember, type TestMember } from './users';

/** The ids a sample request may point at: the caller, a victim member, a poll and a quest. */
export interface SampleWorld {
  caller: TestMember;
  victim: TestMember;
  pollId: number;
  questId: number;
}

export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Who a route's data belongs to, for the authorization matrix: `self` routes name a user in the
 * path (another member's id answers 403); `own` routes act on the caller's own data only; `shared`
 * routes read what any signed-in user may read (the feed, a card, statistics).
 */
export type Ownership = 'self' | 'own' | 'shared';

/**
 * One valid request per route of the contract (the fuzzer mutates it, the authorization matrix sends
 * it with every kind of credentials) and who its data belongs to. A route missing here fails the
 * tests that use it, so a new route cannot go untested.
 */
export const routeSamples: Record<RouteName, { ownership: Ownership; sample: (world: SampleWorld) => SampleRequest }> = {
  getLanguages: { ownership: 'shared', sample: () => ({}) },
  getUser: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  updateUser: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) }, body: { user_id: w.victim.id, user_lastname: 'Changed' } }) },
  getUserPhoto: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  setUserPhoto: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) }, body: { photo: null } }) },
  getUserLog: { ownership: 'own', sample: () => ({ params: { days: '30' } }) },
  getLogDetails: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id), LOCALE: 'en' } }) },
  getActiveQuests: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  acceptPrivacyPolicy: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) }, body: { version: '2026-01' } }) },
  exportUserData: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  getInvitations: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  isEmailValid: { ownership: 'shared', sample: (w) => ({ params: { email: w.victim.email } }) },
  hasAslCompleted: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  login: { ownership: 'shared', sample: () => ({ body: { user_name: 'nobody@example.com', user_password: 'wrong-password' } }) },
  guestLogin: { ownership: 'shared', sample: () => ({ body: { fingerprint: 'fuzz-fingerprint-1' } }) },
  logout: { ownership: 'own', sample: () => ({}) },
  register: { ownership: 'shared', sample: () => ({ body: { user_surname: 'Ann', user_lastname: 'Lee', user_email: 'fuzz@example.com', user_password: 'secret-pass', user_agrees_contact: true } }) },
  verifyCode: { ownership: 'shared', sample: () => ({ params: { provider: 'vk', code: 'abc' }, body: { code: 'abc' } }) },
  requestPasswordReset: { ownership: 'shared', sample: (w) => ({ params: { email: w.victim.email } }) },
  requestPhonePasswordReset: { ownership: 'shared', sample: () => ({ params: { phone: '+77010000009' } }) },
  changePassword: { ownership: 'shared', sample: (w) => ({ params: { id: String(w.victim.id) }, body: { user_password_new: 'new-secret', user_password_repeat: 'new-secret', user_password_reset_hash: 'x'.repeat(20) } }) },
  changePasswordByPhone: { ownership: 'shared', sample: () => ({ params: { phone: '+77010000009' }, body: { user_password_new: 'new-secret', user_password_repeat: 'new-secret', user_password_reset_hash: '12345678' } }) },
  checkPhone: { ownership: 'shared', sample: () => ({ query: { user_phone: '+77010000009' } }) },
  sendSmsCode: { ownership: 'shared', sample: () => ({ body: { user_phone: '+77010000009' } }) },
  validateSmsCode: { ownership: 'shared', sample: () => ({ body: { user_phone: '+77010000009', code: '123456' } }) },
  activate: { ownership: 'shared', sample: (w) => ({ params: { a: String(w.victim.id), b: 'x'.repeat(20) }, body: {} }) },
  getAllDevicesTokens: { ownership: 'own', sample: () => ({}) },
  deleteAllDeviceToken: { ownership: 'own', sample: () => ({}) },
  saveDeviceToken: { ownership: 'own', sample: () => ({ body: 'fcm-token-0123456789' }) },
  deleteDeviceToken: { ownership: 'own', sample: () => ({ body: 'fcm-token-0123456789' }) },
  requestAccountDeletion: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  unsubscribe: { ownership: 'shared', sample: (w) => ({ body: { userId: w.victim.id, signature: 'forged-signature' } }) },
  getCounties: { ownership: 'shared', sample: () => ({}) },
  getCities: { ownership: 'shared', sample: () => ({ params: { id: '1' } }) },
  getTicketPrices: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  getPrizes: { ownership: 'shared', sample: () => ({}) },
  getPrizePicture: { ownership: 'shared', sample: () => ({ params: { id: '1' } }) },
  getRaffleDraws: { ownership: 'shared', sample: () => ({}) },
  getQuest: { ownership: 'shared', sample: (w) => ({ params: { id: String(w.questId) } }) },
  getQuestAnswers: { ownership: 'own', sample: (w) => ({ params: { id: String(w.questId) } }) },
  saveAnswer: { ownership: 'own', sample: (w) => ({ body: { answerId: randomUUID(), questionId: w.pollId, choiceValues: [1] } }) },
  convertPoints: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) }, query: { points: '50', index: '0', option: 'tickets' } }) },
  getNextQuestion: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  getUpcomingQuestions: { ownership: 'self', sample: (w) => ({ params: { id: String(w.victim.id) } }) },
  getStats: { ownership: 'shared', sample: (w) => ({ params: { id: String(w.pollId) } }) },
  getCard: { ownership: 'shared', sample: (w) => ({ params: { id: String(w.pollId) } }) },
  getTop10: { ownership: 'shared', sample: () => ({}) },
  getWidgetAnswer: { ownership: 'own', sample: (w) => ({ params: { id: String(w.pollId) } }) },
  saveWidgetAnswer: { ownership: 'own', sample: (w) => ({ params: { id: String(w.pollId) }, body: { answerId: randomUUID(), questionId: w.pollId, choiceValues: [1] } }) },
  getDefaultChoiceTypes: { ownership: 'shared', sample: () => ({ params: { langId: '1' } }) },
  getDefaultChoices: { ownership: 'shared', sample: () => ({ params: { langId: '1' } }) },
  getProposedQuestions: { ownership: 'own', sample: () => ({}) },
  getProposer: { ownership: 'shared', sample: (w) => ({ params: { id: String(w.pollId) } }) },
  proposeQuestion: { ownership: 'own', sample: () => ({ body: { text: 'Tea or coffee?', choiceTypeId: null, questionType: null, choices: [{ label: 'Tea', value: 1 }, { label: 'Coffee', value: 2 }] } }) },
  getChoiceImage: { ownership: 'shared', sample: () => ({ params: { id: '1' } }) },
};

/** The path of a route with its parameters filled in (each encoded). */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].url.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A query string from a record ('' when empty). */
export const queryOf = (query: Record<string, string> = {}): string => {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
};

/** The members, a public poll and an open quest the samples point at. */
export async function sampleWorld(app: FastifyInstance): Promise<SampleWorld> {
  const caller = await createMember(app, { birthdate: '1990-01-01', sex: 'F' });
  const victim = await createMember(app, { birthdate: '1985-05-05', sex: 'M' });
  const pollId = await app.container.questions.create({ text: 'Tea or coffee?', choiceTypeKey: 'single', languageId: 1, choices: [{ label: 'Tea' }, { label: 'Coffee' }] });
  const questId = await app.container.quests.create({ type: 'short', title: 'Coffee', description: 'Cups', points: 20, estimatedMinutes: 3, languageId: 1 });
  await app.container.questions.create({ text: 'Cups?', choiceTypeKey: 'single', languageId: 1, questId, choices: [{ label: 'One' }, { label: 'Two' }] });
  return { caller, victim, pollId, questId };
}
