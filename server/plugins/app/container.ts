import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { SiteConfig } from '../../contract/site-config';
import type { Database } from '../../db/client';
import { createMailer, type Mailer } from './messaging/mailer';
import { createSmsSender, type SmsSender } from './messaging/sms-sender';
import { createSessionsRepository } from './repositories/sessions-repository';
import { createReferenceRepository } from './repositories/reference-repository';
import { createUsersRepository } from './repositories/users-repository';
import { createPointsRepository } from './repositories/points-repository';
import { createQuestionsRepository } from './repositories/questions-repository';
import { createUserLogRepository } from './repositories/user-log-repository';
import { createAnswersService } from './services/answers-service';
import { createStatsService } from './services/stats-service';
import { createQuestsRepository } from './repositories/quests-repository';
import { createQuestOutcomeService } from './services/quest-outcome-service';
import { createDeviceTokensRepository } from './repositories/device-tokens-repository';
import { createDeletionRequestsRepository } from './repositories/deletion-requests-repository';
import { createProfileService } from './services/profile-service';
import { createAccountDeletionService } from './services/account-deletion-service';
import { createAuthServices } from './services/auth-services';

/** Everything a route needs, built once per app: repositories over the database, then services. */
export function createContainer(options: { env: Env; siteConfig: SiteConfig; database: Database; log: FastifyBaseLogger; mailer?: Mailer; sms?: SmsSender }) {
  const { env, siteConfig, database, log } = options;
  const db = database.db;
  const outboxDir = join(env.dataDir, 'outbox');
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir, log });
  const sms = options.sms ?? createSmsSender({ smsUrl: env.smsUrl, smsToken: env.smsToken, outboxDir, log });
  const sessions = createSessionsRepository(db, env.tokenTtlDays);
  const reference = createReferenceRepository(db);
  const usersRepo = createUsersRepository(db);
  const points = createPointsRepository(db);
  const userLog = createUserLogRepository(db);
  const questions = createQuestionsRepository(db);
  const quests = createQuestsRepository(db);
  const questOutcome = createQuestOutcomeService({ siteConfig, quests, questions, points, userLog });
  const answers = createAnswersService({ db, siteConfig, questions, quests, questOutcome, points, userLog });
  const stats = createStatsService(db, questions);
  const deviceTokens = createDeviceTokensRepository(db);
  const deletionRequests = createDeletionRequestsRepository(db);
  const profile = createProfileService({ db, siteConfig, users: usersRepo, reference, userLog });
  const accountDeletion = createAccountDeletionService({ db, deletionRequests, sessions, deviceTokens, userLog });
  const auth = createAuthServices({ db, env, siteConfig, log, mailer, sms, sessions, users: usersRepo, reference, userLog });
  return { env, siteConfig, database, db, mailer, sms, sessions, reference, users: usersRepo, auth, points, userLog, questions, quests, answers, stats, deviceTokens, deletionRequests, profile, accountDeletion };
}
export type Container = ReturnType<typeof createContainer>;
