import { describe, expect, it } from 'vitest';
import { recommenderFromQuery } from '../../lib/recommender';
import { invitationProgress, inviteLink } from './inviteRules';

describe('inviteLink', () => {
  it('leads to registration with the member as recommender, which registration reads back', () => {
    const link = inviteLink('https://panel.example', 42);
    expect(link).toBe('https://panel.example/register?recommendedBy=42');
    expect(recommenderFromQuery(new URL(link).search)).toBe('42');
  });
});

describe('invitationProgress', () => {
  const base = { name: 'Dana S.', registeredAt: '2026-05-01T10:00:00Z', answers: 0, answersRequired: 5, bonus: 200 };

  it('says a registered member still has to activate', () => {
    expect(invitationProgress({ ...base, state: 'registered' })).toEqual({ key: 'rewards.invite.state.registered', values: {} });
  });

  it('counts an active member\'s answers towards the bonus', () => {
    expect(invitationProgress({ ...base, state: 'active', answers: 2 })).toEqual({ key: 'rewards.invite.state.active', values: { answers: 2, count: 5, left: 3 } });
  });

  it('names the bonus once it was credited', () => {
    expect(invitationProgress({ ...base, state: 'rewarded', answers: 5 })).toEqual({ key: 'rewards.invite.state.rewarded', values: { bonus: 200 } });
  });
});
