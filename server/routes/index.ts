import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../core/container';
import { registerPollRoutes } from './polls/poll-routes';
import { registerReferenceRoutes } from './reference/reference-routes';
import { registerSurveyRoutes } from './surveys/survey-routes';
import { registerUserRoutes } from './users/user-routes';
import { registerDeviceTokenRoutes } from './devices/device-token-routes';
import { registerAuthRoutes } from './auth/index';
import { registerRewardRoutes } from './rewards/reward-routes';
import { registerProposalRoutes } from './proposals/proposal-routes';
import { addErrorBodySchema } from './define-route';

/** Every /rest route module, one per area. */
export function registerRoutes(app: FastifyInstance, container: RouteServices): void {
  addErrorBodySchema(app);
  registerReferenceRoutes(app, container);
  registerPollRoutes(app, container);
  registerSurveyRoutes(app, container);
  registerUserRoutes(app, container);
  registerDeviceTokenRoutes(app, container);
  registerAuthRoutes(app, container);
  registerRewardRoutes(app, container);
  registerProposalRoutes(app, container);
}
