import type { APIRequestContext } from '@playwright/test';
import type { Outbox } from '../fixtures';

export interface MemberSession {
  userId: number;
  token: string;
  email: string;
  password: string;
  authorization: string;
}

let sequence = 0;

/** The REST API of the server under test, for arranging and checking what the UI did. */
export class PanelApi {
  constructor(private readonly request: APIRequestContext) {}

  /** Registers a fresh member through the API, leaving the account waiting for its activation. */
  async registerUnactivated(overrides: Record<string, unknown> = {}): Promise<Pick<MemberSession, 'email' | 'password'>> {
    sequence += 1;
    const email = `polls-${Date.now()}-${process.pid}-${sequence}@example.com`;
    const password = 'secret-pass';
    const registered = await this.request.post('/rest/user/register', {
      data: { user_surname: 'Dana', user_lastname: 'Polls', user_email: email, user_password: password, user_agrees_contact: true, user_language_string: 'en', ...overrides },
    });
    if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
    return { email, password };
  }

  /** Registers a fresh member through the API and activates them from the e-mailed link. */
  async registerMember(outbox: Outbox, overrides: Record<string, unknown> = {}): Promise<MemberSession> {
    const { email, password } = await this.registerUnactivated(overrides);
    const link = await outbox.linkFor(email, '/activate');
    const activated = await this.request.post(`/rest/activation/${link.searchParams.get('a')}/${link.searchParams.get('b')}`, { data: {} });
    if (!activated.ok()) throw new Error(`activation answered ${activated.status()}: ${await activated.text()}`);
    const session = (await activated.json()) as { user_id: number; token: string };
    return { userId: session.user_id, token: session.token, email, password, authorization: `${session.user_id}:${session.token}` };
  }

  /** A fresh session of the member, as another device's sign-in makes it. */
  async logIn(member: Pick<MemberSession, 'email' | 'password'>): Promise<Pick<MemberSession, 'userId' | 'authorization'>> {
    const response = await this.request.post('/rest/user/login', {
      headers: { authorization: `Basic ${Buffer.from(`${member.email}:${member.password}`).toString('base64')}` }, data: {},
    });
    if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
    const session = (await response.json()) as { user_id: number; token: string };
    return { userId: session.user_id, authorization: `${session.user_id}:${session.token}` };
  }

  /** Ends a session on the server, as its expiry or a logout elsewhere does. */
  async logOut(authorization: string): Promise<void> {
    const response = await this.request.post('/rest/user/logout', { headers: { authorization }, data: {} });
    if (!response.ok()) throw new Error(`logout answered ${response.status()}: ${await response.text()}`);
  }

  /** The status the API answers a call made with these credentials: 200 while the session lives, 401 once it has ended. */
  async sessionStatus(credentials: Pick<MemberSession, 'userId' | 'authorization'>): Promise<number> {
    const response = await this.request.get(`/rest/user/${credentials.userId}`, { headers: { authorization: credentials.authorization } });
    return response.status();
  }

  async points(member: MemberSession): Promise<number> {
    const response = await this.request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } });
    return ((await response.json()) as { user_points: number }).user_points;
  }

  /** Whether the server flagged the member as the employer-partner campaign's (their details' user_erg_employee). */
  async ergEmployee(member: Pick<MemberSession, 'userId' | 'authorization'>): Promise<boolean> {
    const response = await this.request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } });
    return ((await response.json()) as { user: { user_erg_employee: boolean } }).user.user_erg_employee;
  }

  /** The member's answers the server holds, counted from their activity log (one entry per saved answer). */
  async answerCount(member: MemberSession): Promise<number> {
    const response = await this.request.get('/rest/user/log/1', { headers: { authorization: member.authorization } });
    const entries = (await response.json()) as { actionType: string }[];
    return entries.filter((entry) => entry.actionType === 'answer').length;
  }

  /** Answers a question directly through the API. */
  async answer(member: MemberSession, questionId: number, choiceValues: number[]): Promise<void> {
    const response = await this.request.post('/rest/questions/answer', {
      headers: { authorization: member.authorization },
      data: { answerId: crypto.randomUUID(), questionId, choiceValues },
    });
    if (!response.ok()) throw new Error(`answer answered ${response.status()}: ${await response.text()}`);
  }

  /** Proposes a question with the member's own choices directly through the API. */
  async propose(member: Pick<MemberSession, 'authorization'>, text: string, choices: string[]): Promise<void> {
    const response = await this.request.post('/rest/widget/propose/', {
      headers: { authorization: member.authorization },
      data: { text, choiceTypeId: null, questionType: null, choices: choices.map((label, index) => ({ label, value: index + 1 })) },
    });
    if (!response.ok()) throw new Error(`propose answered ${response.status()}: ${await response.text()}`);
  }

  async selectedValues(member: Pick<MemberSession, 'authorization'>, questionId: number): Promise<number[]> {
    const response = await this.request.get(`/rest/widget/${questionId}/answer`, { headers: { authorization: member.authorization } });
    return (await response.json()) as number[];
  }
}
