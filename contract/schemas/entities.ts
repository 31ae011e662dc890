import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from './common';

/** The product's entities, with its own field names. */
export const LanguageSchema = Type.Object({
  languageId: Type.Integer(),
  uiName: Type.String(),
  panelDirectoryName: Type.String(),
});
export type Language = Static<typeof LanguageSchema>;

export const UserLanguageSchema = Type.Object({
  lang_id: Type.Integer(),
  lang_panel_directory_name: Type.String(),
  lang_moment_locale: Type.String(),
});

export const CitySchema = Type.Object({ id: Type.Integer(), name: Type.String(), countyId: Type.Integer() });
export type City = Static<typeof CitySchema>;
export const CountySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type County = Static<typeof CountySchema>;

export const SexSchema = Type.Union([Type.Literal('M'), Type.Literal('F')]);
type Sex = Static<typeof SexSchema>;
/** A sex or null, without a union (see NullableString). */
const NullableSex = Type.Unsafe<Sex | null>({ type: ['string', 'null'], enum: ['M', 'F', null] });

/** The member's own record, as `user` inside the details answer. */
export const UserRecordSchema = Type.Object({
  user_id: Type.Integer(),
  user_surname: Type.String({ description: 'first name' }),
  user_lastname: Type.String(),
  user_birthdate: NullableString(),
  user_sex: NullableSex,
  user_email: Type.String(),
  user_phone: NullableString(),
  user_address: NullableString(),
  user_points: Type.Integer(),
  user_agrees_contact: Type.Boolean(),
  user_erg_employee: Type.Boolean(),
  user_recommended_by: NullableInteger(),
  level: Type.Integer(),
  forecast_segment: NullableString(),
  panel_segment: NullableString(),
  is_guest: Type.Boolean(),
  hasUserCompletedProfile: Type.Boolean(),
  user_photo_version: NullableInteger({ description: 'when the profile photo (GET user/{id}/photo) last changed, in ms since 1970; null without a photo' }),
  privacy_accepted_version: NullableString({ description: 'the privacy policy version the member accepted last (POST user/{id}/privacy); null before any' }),
  privacy_accepted_at: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description: 'when that version was accepted' }),
  city: Type.Array(CitySchema, { description: 'empty when no city is set' }),
  language: UserLanguageSchema,
});
export type UserRecord = Static<typeof UserRecordSchema>;

/** GET user/{id}: the product's user fields, plus `tickets` (valid this month) and `user` (the whole record). */
export const UserDetailsSchema = Type.Object({
  user_id: Type.Integer(),
  user_surname: Type.String(),
  user_lastname: Type.String(),
  user_birthdate: NullableString(),
  user_sex: NullableSex,
  user_email: Type.String(),
  user_points: Type.Integer(),
  city: Type.Array(CitySchema),
  language: UserLanguageSchema,
  tickets: Type.Integer(),
  user: UserRecordSchema,
});
export type UserDetails = Static<typeof UserDetailsSchema>;

export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  user_id: Type.Integer(),
  level: Type.Integer(),
  forecast_segment: NullableString(),
  panel_segment: NullableString(),
  /** Absent on a provider login of a member whose agreement is not recorded: the app asks for consent. */
  user_agrees_contact: Type.Optional(Type.Boolean()),
  /** Present (true) only when this sign-in cancelled the member's open account deletion request. */
  deletion_cancelled: Type.Optional(Type.Literal(true, { description: 'this sign-in cancelled the member\'s open account deletion request' })),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const ChoiceSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  value: Type.Integer(),
  haveMedia: Type.Boolean(),
});
export type Choice = Static<typeof ChoiceSchema>;

export const QuestionCardSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  type: Type.String({ description: 'answer format: a default choice type key' }),
  choices: Type.Array(ChoiceSchema),
  dateStart: Type.String(),
  dateEnd: NullableString(),
  haveMedia: Type.Boolean(),
  topicName: Type.String({ description: 'user_generated for proposals' }),
});
export type QuestionCard = Static<typeof QuestionCardSchema>;

export const ProposedQuestionSchema = Type.Object({
  proposalId: Type.Integer({ description: 'the proposal (an addition: the operator CLI\'s id)' }),
  questionId: Type.Integer({ description: 'the proposal\'s question (its card page): closed until the proposal is accepted' }),
  questionText: Type.String(),
  questionDatetime: Type.String({ description: 'when it was proposed, ISO 8601' }),
  answersCount: Type.Integer({ description: 'answers of the published question; 0 before' }),
  questionIsAccepted: Type.Integer({ description: '1 accepted, 2 rejected, else stand-by' }),
});
export type ProposedQuestion = Static<typeof ProposedQuestionSchema>;

export const QuestTypeSchema = Type.Union([
  Type.Literal('short'),
  Type.Literal('profile'),
  Type.Literal('test'),
  Type.Literal('standard'),
  Type.Literal('forecast'),
]);
export const QuestStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('started'),
  Type.Literal('completed'),
  Type.Literal('speedster'),
  Type.Literal('screenout'),
]);
export const ActiveQuestSchema = Type.Object({
  quest_id: Type.Integer(),
  quest_type: QuestTypeSchema,
  quest_title: Type.String(),
  quest_description: Type.String(),
  quest_points: Type.Integer(),
  status: QuestStatusSchema,
  q_quest_id: Type.Union([Type.Integer(), Type.Null()]),
  estimatedMinutes: Type.Integer({ description: 'estimated minutes to complete (an addition: the surveys page shows it)' }),
});
export type ActiveQuest = Static<typeof ActiveQuestSchema>;

/** GET quest/{id} (beyond the product's list): one quest for the survey runner, its questions in order. */
export const QuestDetailsSchema = Type.Object({
  ...ActiveQuestSchema.properties,
  pointsAwarded: Type.Integer({ description: 'points the member got from this quest: 0 until finished' }),
  questions: Type.Array(QuestionCardSchema, { description: 'in the order they are asked' }),
});
export type QuestDetails = Static<typeof QuestDetailsSchema>;

export const UserLogEntrySchema = Type.Object({
  actionType: Type.String(),
  actionDetails: Type.String(),
  actionParams: Type.Record(Type.String(), Type.Unknown()),
  actionDate: Type.Object({ date: Type.String() }),
});
export type UserLogEntry = Static<typeof UserLogEntrySchema>;

export const DefaultChoiceTypeSchema = Type.Object({
  choice_type_id: Type.Integer(),
  choice_type_translated: Type.String(),
});
export type DefaultChoiceType = Static<typeof DefaultChoiceTypeSchema>;

export const DefaultChoiceSchema = Type.Object({
  choice_type_id: Type.Integer(),
  label: Type.String(),
  value: Type.Integer(),
});

export const DeviceTokenSchema = Type.Object({
  token: Type.String(),
  createdAt: Type.String(),
});

export const TicketPriceSchema = Type.Object({
  index: Type.Integer(),
  tickets: Type.Integer(),
  points: Type.Integer(),
  promo: Type.Boolean(),
});

export const StatsSchema = Type.Object({
  questionId: Type.Integer(),
  total: Type.Integer(),
  choices: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String(), count: Type.Integer(), percent: Type.Number() })),
  byAgeGroup: Type.Optional(Type.Array(Type.Object({ group: Type.String(), total: Type.Integer(), counts: Type.Record(Type.String(), Type.Integer()) }))),
  byGender: Type.Optional(Type.Array(Type.Object({ group: Type.String(), total: Type.Integer(), counts: Type.Record(Type.String(), Type.Integer()) }))),
});

/** A prize of the catalogue: what it costs and how many are left. */
export const PrizeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  pointsCost: Type.Integer(),
  stock: Type.Integer(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});
export type Prize = Static<typeof PrizeSchema>;

/** One member invited through the member's link, and how far they are from the referral bonus. */
export const InvitationSchema = Type.Object({
  name: Type.String({ description: 'first name and last initial' }),
  registeredAt: Type.String(),
  state: Type.Union([Type.Literal('registered'), Type.Literal('active'), Type.Literal('rewarded')]),
  answers: Type.Integer(),
  answersRequired: Type.Integer(),
  bonus: Type.Integer(),
});

/** A monthly raffle draw: the seed's hash is published when committed, the seed and winners once drawn. */
export const RaffleDrawSchema = Type.Object({
  month: Type.String(),
  seedHash: Type.String(),
  seed: Type.Union([Type.String(), Type.Null()]),
  winners: Type.Union([Type.Array(Type.Object({ ticket: Type.Integer(), name: Type.String() })), Type.Null()]),
  tickets: Type.Union([Type.Integer(), Type.Null()]),
  committedAt: Type.String(),
  drawnAt: Type.Union([Type.String(), Type.Null()]),
});
