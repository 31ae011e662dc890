import type { APIRequestContext } from '@playwright/test';
import type { Outbox } from '../fixtures';
import { PanelApi, type MemberSession } from './PanelApi';

interface Card {
  id: number;
  text: string;
  choices: { value: number }[];
}

/** Arranging points for the rewards tests through the real API: answers, the profile bonus, referrals. */
export class RewardsApi {
  readonly panel: PanelApi;

  constructor(private readonly request: APIRequestContext) {
    this.panel = new PanelApi(request);
  }

  private headers(member: MemberSession) {
    return { authorization: member.authorization };
  }

  /** The site configuration the app reads (points rules). */
  async config(): Promise<{ points: { perPollAnswer: number; referralBonus: number; referralAnswersRequired: number; profileCompletionBonus: number } }> {
    return (await this.request.get('/specific/config.json')).json();
  }

  /** Answers the member's next `count` open polls with their first choice; answers their texts. */
  async answerPolls(member: MemberSession, count: number): Promise<string[]> {
    const texts: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await this.request.get(`/rest/widget/next/${member.userId}?langUiName=en`, { headers: this.headers(member) });
      const card = (await response.json()) as Card | null;
      if (!card) throw new Error(`only ${i} open polls were left for member ${member.userId}`);
      await this.panel.answer(member, card.id, [card.choices[0]!.value]);
      texts.push(card.text);
    }
    return texts;
  }

  /** Completes the profile (sex, a birthdate far from this week, a city): the profile completion bonus. */
  async completeProfile(member: MemberSession): Promise<void> {
    const [county] = (await (await this.request.get('/rest/administrative-divisions/counties')).json()) as { id: number }[];
    const [city] = (await (await this.request.get(`/rest/administrative-divisions/cities/${county!.id}`)).json()) as { id: number }[];
    const month = ((new Date().getUTCMonth() + 6) % 12) + 1;
    const response = await this.request.post(`/rest/user/${member.userId}`, {
      headers: this.headers(member),
      data: { user_id: member.userId, user_sex: 'F', user_birthdate: `1990-${String(month).padStart(2, '0')}-15`, city_id: city!.id },
    });
    if (!response.ok()) throw new Error(`profile update answered ${response.status()}: ${await response.text()}`);
  }

  /** Friends register through the member's recommendation and answer enough polls: the member gets each referral bonus. */
  async referFriends(outbox: Outbox, member: MemberSession, friends: number): Promise<void> {
    const { points } = await this.config();
    for (let i = 0; i < friends; i++) {
      const friend = await this.panel.registerMember(outbox, { user_recommended_by: member.userId });
      await this.answerPolls(friend, points.referralAnswersRequired);
    }
  }

  /** Converts points as the member, from "another device". */
  async convert(member: MemberSession, query: string): Promise<number> {
    const response = await this.request.post(`/rest/convert/${member.userId}?${query}`, { headers: this.headers(member) });
    return response.status();
  }
}
