import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { answersAcrossMembers, BURST_MEMBERS, nextAcrossMembers, type BurstMember } from './burst';
import { CONNECTIONS, warmUpAmount } from './harness';

/** What autocannon does with options of a fixed amount: a client per connection, each set up with an even share. */
function sentBy(options: Omit<autocannon.Options, 'url'>, amount: number): autocannon.Request[] {
  const sent: autocannon.Request[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const responseMax = Math.floor(amount / CONNECTIONS) + (i < amount % CONNECTIONS ? 1 : 0);
    options.setupClient!({ opts: { responseMax }, setRequests: (list: autocannon.Request[]) => sent.push(...list) } as never);
  }
  return sent;
}

const members: BurstMember[] = Array.from({ length: BURST_MEMBERS }, (_, i) => ({ id: i + 1, authorization: `${i + 1}:token-${i + 1}` }));

describe('the read loads across members', () => {
  it('gives connection c members c, c + 100, c + 200..., so the connections cover every member once', () => {
    const options = nextAcrossMembers(members);
    const lists: number[][] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      options.setupClient!({ setRequests: (list: autocannon.Request[]) => lists.push(list.map((request) => Number(request.path!.split('/')[4]!.split('?')[0]))) } as never);
    }
    expect(lists[0]).toEqual(Array.from({ length: BURST_MEMBERS / CONNECTIONS }, (_, k) => 1 + k * CONNECTIONS));
    expect(lists.flat().sort((a, b) => a - b)).toEqual(members.map((member) => member.id));
  });
});

describe('the answer load across members', () => {
  it('makes every answer new, through the warm-up and the measured load, each member answering their polls in order', () => {
    const options = answersAcrossMembers(members);
    const amount = options.amount!;
    const answers = [...sentBy(options, warmUpAmount(amount)), ...sentBy(options, amount)].map((request) => ({
      member: Number(String(request.headers!.authorization).split(':')[0]),
      ...(JSON.parse(String(request.body)) as { answerId: string; questionId: number }),
    }));
    expect(answers).toHaveLength(amount + warmUpAmount(amount));
    expect(new Set(answers.map((answer) => answer.answerId)).size).toBe(answers.length);
    const pollsOf = new Map<number, number[]>();
    for (const answer of answers) pollsOf.set(answer.member, [...(pollsOf.get(answer.member) ?? []), answer.questionId]);
    expect(pollsOf.size).toBe(BURST_MEMBERS);
    const perMember = answers.length / BURST_MEMBERS;
    for (const polls of pollsOf.values()) expect(polls).toEqual(Array.from({ length: perMember }, (_, i) => i + 1));
  });
});
