import { call, type CallOutput } from '../../api/client';
import { conversionQuery, type Offer } from './spendRules';
import type { Prize, UserLogEntry } from '@contract/schemas/entities';

export type { Prize, UserLogEntry };
export type TicketTier = CallOutput<'getTicketPrices'>[number];
export type RaffleDraw = CallOutput<'getRaffleDraws'>[number];
export type Invitation = CallOutput<'getInvitations'>[number];
export type ConversionResult = CallOutput<'convertPoints'>;

/** The member's log entries of the last `days` days, newest first (GET user/log/{days}). */
export const fetchUserLog = (days: number, signal?: AbortSignal): Promise<UserLogEntry[]> =>
  call('getUserLog', { params: { days: String(days) }, signal });

/** The ticket price tiers the server sells today (the seasonal promo's included while it runs). */
export const fetchTicketPrices = (userId: number, signal?: AbortSignal): Promise<TicketTier[]> =>
  call('getTicketPrices', { params: { id: String(userId) }, signal });

/** The prize catalogue, named in `langUiName` where a prize has that language. */
export const fetchPrizes = (langUiName: string, signal?: AbortSignal): Promise<Prize[]> => call('getPrizes', { querystring: { langUiName }, signal });

export const fetchRaffleDraws = (signal?: AbortSignal): Promise<RaffleDraw[]> => call('getRaffleDraws', { signal });

export const fetchInvitations = (userId: number, signal?: AbortSignal): Promise<Invitation[]> =>
  call('getInvitations', { params: { id: String(userId) }, signal });

export const convertPoints = (userId: number, offer: Offer, idempotencyKey: string): Promise<ConversionResult> =>
  call('convertPoints', { params: { id: String(userId) }, querystring: conversionQuery(offer, idempotencyKey) });
