import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { registerAccountRoutes } from './account-routes';
import { registerLoginRoutes } from './login-routes';
import { registerPasswordRoutes } from './password-routes';

/** Accounts and sign-in: registration, activation, guests, login and logout, SMS, password reset. */
export function registerAuthRoutes(app: FastifyInstance, c: RouteServices): void {
  registerAccountRoutes(app, c);
  registerLoginRoutes(app, c);
  registerPasswordRoutes(app, c);
}
