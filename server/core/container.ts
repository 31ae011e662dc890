import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from './messaging/mailer';
import { createSmsSender, type SmsSender } from './messaging/sms-sender';
import { createPushSender, type PushSender } from './messaging/push-sender';
import { createPushService } from './services/push-service';
import { createContentImportService } from './services/content-import-service';
import { createBonusService } from './services/bonus-service';
import { createRaffleService } from './services/raffle-service';
import { createSessionsRepository } from './repositories/sessions-repository';
import { createReferenceRepository } from './repositories/reference-repository';
import { createUsersRepository } from './repositories/users-repository';
import { createPointsRepository } from './repositories/points-repository';
import { createPointsGrantService } from './services/points-grant-service';
import { createQuestionsRepository } from './repositories/questions-repository';
import { createUserLogRepository } from './repositories/user-log-repository';
import { createAnswersService } from './services/answers-service';
import { createStatsService } from './services/stats-service';
import { createFeedService } from './services/feed-service';
import { createQuestsRepository } from './repositories/quests-repository';
import { createQuestOutcomeService } from './services/quest-outcome-service';
import { createQuestDetailsService } from './services/quest-details-service';
import { createDeviceTokensRepository } from './repositories/device-tokens-repository';
import { createDeletionRequestsRepository } from './repositories/deletion-requests-repository';
import { createProfileService } from './services/profile-service';
import { createAccountDeletionService } from './services/account-deletion-service';
import { createAuthServices } from './services/auth-services';
import { createAttemptStore } from './services/redis-attempt-store';
import { createAppSecretsRepository } from './repositories/app-secrets-repository';
import { createUnsubscribeService } from './services/unsubscribe-service';
import { createRewardsRepository } from './repositories/rewards-repository';
import { createConversionService } from './services/conversion-service';
import { createProposalsRepository } from './repositories/proposals-repository';
import { createProposalsService } from './services/proposals-service';
import { createGuestMergeService } from './services/guest-merge-service';
import { createPrivacyService } from './services/privacy-service';
import { createDataExportService } from './services/data-export-service';
import { createMemberCache } from './cache/member-cache';
import { createReferralsRepository } from './repositories/referrals-repository';
import { createDataExportRepository } from './repositories/data-export-repository';
import { createGuestMergeRepository } from './repositories/guest-merge-repository';
import { createPushRepository } from './repositories/push-repository';
import { createRaffleRepository } from './repositories/raffle-repository';
import { createAnswersRepository } from './repositories/answers-repository';
import { createPollAnswersRepository } from './repositories/poll-answers-repository';
import { createPollCatalogue } from './cache/poll-catalogue';
import { createCacheSync } from './cache/cache-sync';
import { createQuestionAccessService } from './services/question-access-service';
import { createSessionService } from './services/session-service';
import { createDeviceTokenService } from './services/device-token-service';
import { createReferenceService } from './services/reference-service';
import { createHistoryService } from './services/history-service';
import { createAnswerCountsRepository } from './repositories/answer-counts-repository';
import { systemClock, type Clock } from '../lib/clock';
import { ticketsMonthIn } from '../lib/month-rules';

/** Everything a route needs, built once per app: repositories over the database, then services. */
export function createContainer(options: { env: Env; siteConfig: SiteConfig; database: Database; log: FastifyBaseLogger; mailer?: Mailer; sms?: SmsSender; push?: PushSender; clock?: Clock }) {
  const { env, siteConfig, database, log } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const outboxDir = join(env.dataDir, 'outbox');
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir, log });
  const sms = options.sms ?? createSmsSender({ smsUrl: env.smsUrl, smsToken: env.smsToken, outboxDir, log });
  const pushSender = options.push ?? createPushSender({ serviceAccount: env.firebaseServiceAccount, applicationCredentials: env.googleApplicationCredentials, outboxDir, log });
  const members = createMemberCache();
  // One function for the month tickets belong to: a session's read keeps the details the profile looks up by it.
  const ticketsMonthOf = ticketsMonthIn(siteConfig.panelTimeZone);
  const sessions = createSessionsRepository(db, clock, env.tokenTtlDays, members, ticketsMonthOf);
  const reference = createReferenceRepository(db);
  const usersRepo = createUsersRepository(db, clock, (userId) => members.forgetMember(userId));
  const points = createPointsRepository(db);
  const userLog = createUserLogRepository(db, clock);
  // The catalogue reads through the repository it is invalidated by, hence the late binding.
  const questions = createQuestionsRepository(db, clock, () => catalogue.invalidate());
  const catalogue = createPollCatalogue({ questions, reference, allowedLanguages: siteConfig.allowedLanguages });
  const cache = createCacheSync({ database, catalogue, members, log });
  const quests = createQuestsRepository(db, clock);
  const questOutcome = createQuestOutcomeService({ clock, siteConfig, quests, questions, points, userLog });
  const bonus = createBonusService({ clock, db, siteConfig, points, users: usersRepo, referrals: createReferralsRepository(db) });
  const proposalsRepo = createProposalsRepository(db);
  const questionAccess = createQuestionAccessService({ clock, questions, quests, proposals: proposalsRepo, catalogue });
  const questDetails = createQuestDetailsService({ quests, questions, users: usersRepo, access: questionAccess, clock });
  const answers = createAnswersService({
    clock, db, siteConfig, questions, questOutcome, points, bonus, catalogue, members, answers: createAnswersRepository(db), pollAnswers: createPollAnswersRepository(database.batchDb), log, access: questionAccess,
  });
  const stats = createStatsService(createAnswerCountsRepository(db), catalogue, clock, siteConfig.minBreakdownGroupAnswers);
  const feed = createFeedService({ clock, questions, catalogue, members, stats, access: questionAccess });
  const deviceTokens = createDeviceTokensRepository(db);
  const deletionRequests = createDeletionRequestsRepository(db, clock);
  const profile = createProfileService({ clock, ticketsMonthOf, db, siteConfig, users: usersRepo, reference, userLog, bonus, members });
  const raffleDraws = createRaffleRepository(db);
  const accountDeletion = createAccountDeletionService({ db, deletionRequests, sessions, deviceTokens, userLog, raffle: raffleDraws });
  const push = createPushService({ pushes: createPushRepository(db), sender: pushSender, quests, reference });
  const raffle = createRaffleService({ clock, db, siteConfig, draws: raffleDraws, push: pushSender, userLog });
  const pointsGrant = createPointsGrantService({ db, points });
  const rewards = createRewardsRepository(db, clock);
  const contentImport = createContentImportService({ db, questions, quests, reference, rewards, defaultLanguage: siteConfig.defaultLanguage });
  const conversions = createConversionService({ clock, ticketsMonthOf, db, siteConfig, rewards, points, userLog });
  const proposals = createProposalsService({ clock, db, siteConfig, proposals: proposalsRepo, questions, users: usersRepo, userLog });
  const unsubscribe = createUnsubscribeService({ db, publicUrl: env.publicUrl, secrets: createAppSecretsRepository(db), users: usersRepo, userLog });
  const guestMerge = createGuestMergeService({ siteConfig, points, userLog, bonus, rows: createGuestMergeRepository() });
  // Failed-guess counters: one store (one Redis connection when REDIS_URL is set) for every throttle.
  const attempts = createAttemptStore({ redisUrl: env.redisUrl, clock, log });
  const auth = createAuthServices({ clock, db, env, attempts, siteConfig, log, mailer, sms, sessions, users: usersRepo, reference, userLog, unsubscribe, guestMerge, cancelDeletion: accountDeletion.cancelOnSignIn });
  const privacy = createPrivacyService({ db, siteConfig, users: usersRepo, userLog, details: profile.detailsAfterWrite });
  const dataExport = createDataExportService({ clock, rows: createDataExportRepository(db), details: profile.details, photo: (userId) => usersRepo.photo(userId) });
  const sessionService = createSessionService(sessions);
  const deviceTokenService = createDeviceTokenService(deviceTokens);
  const referenceService = createReferenceService({ siteConfig, reference, questions });
  const history = createHistoryService({ userLog, clock });
  return {
    cache, catalogue, members, attempts,
    clock, env, siteConfig, database, db, mailer, sms, sessions, reference, users: usersRepo, auth, points, userLog, questions, quests, questDetails, questionAccess, answers, stats, feed,
    sessionService, deviceTokenService, referenceService, history,
    deviceTokens, deletionRequests, profile, accountDeletion, unsubscribe, rewards, conversions, pointsGrant, push, contentImport, bonus, raffle, proposals, privacy, dataExport,
  };
}
export type Container = ReturnType<typeof createContainer>;

/** What the routes see of the container: its services, never a repository or the database. */
export type RouteServices = Pick<Container,
  | 'siteConfig' | 'sessionService' | 'deviceTokenService' | 'referenceService' | 'history' | 'auth' | 'questDetails' | 'questionAccess'
  | 'answers' | 'stats' | 'feed' | 'profile' | 'accountDeletion' | 'unsubscribe' | 'conversions' | 'bonus' | 'raffle' | 'proposals' | 'privacy' | 'dataExport'>;
