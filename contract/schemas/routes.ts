import { Type, type TOptional, type TSchema, type TUnknown } from 'typebox';
import { Email, Fingerprint, Flag, RecordedFingerprint, IdParam, IdParams, NumberText, Ok, Password, PersonName, DateOnly, Phone, StringEnum } from './common';
import {
  ActiveQuestSchema, CountySchema, CitySchema, DefaultChoiceSchema, DefaultChoiceTypeSchema,
  DeviceTokenSchema, InvitationSchema, LanguageSchema, LoginResponseSchema, ProposedQuestionSchema, QuestionCardSchema,
  PrizeSchema, QuestDetailsSchema, RaffleDrawSchema, SexSchema, StatsSchema, TicketPriceSchema, UserDetailsSchema, UserLogEntrySchema,
} from './entities';
import { UserDataExportSchema } from './data-export';
import { UPCOMING_DEFAULT_COUNT, UPCOMING_MAX_COUNT } from '../rules/feed-limits';
import { MAX_LOG_DAYS } from '../rules/history-limits';
import { MAX_PHOTO_BASE64_LENGTH, MAX_PHOTO_BYTES } from '../rules/photo';
import { MAX_PASSWORD_LENGTH, MAX_PHONE_LENGTH } from '../rules/validation';

/**
 * Who may call a route:
 * - public: anyone;
 * - optional: anyone; a caller's credentials, when sent, must be valid and are used;
 * - session: any signed-in user, guests included;
 * - member: a signed-in, non-guest user.
 */
export type Access = 'public' | 'optional' | 'session' | 'member';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Fastify path syntax under /rest, e.g. /rest/user/:id */
  url: string;
  access: Access;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Body sent as text/plain rather than JSON. */
  textBody?: boolean;
  /** The answer is not JSON (an image, a redirect): no response schema. */
  raw?: boolean;
  response: TSchema;
  /**
   * Failure statuses this route answers beside those every route of its kind does (define-route.ts:
   * 400, 404, 500 and 503; 401 and 403 unless public; 413 with a body; 429 when rate-limited).
   */
  errors?: readonly ErrorStatus[];
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

const strict = { additionalProperties: false } as const;
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const RecommendedBy = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.String({ pattern: '^[0-9]{0,10}$', description: 'a member id of up to 10 digits' }), Type.Null()]),
);
/** A yes/no flag a form may leave out or send as null: either is no. */
const OptionalFlag = Type.Optional(Type.Union([Type.Boolean(), Type.Null()]));
/** A provider's token; empty, as a form or another client may send it, counts as none (like null). */
const Token = (name: string) => Type.Optional(Type.Union([Type.String({ maxLength: 4096, description: `${name}; empty or null: none` }), Type.Null()]));

export const LoginBodySchema = Type.Object(
  {
    fbToken: Token('Facebook access token'),
    googleToken: Token('Google ID token'),
    vKontakteToken: Token('VKontakte user_id:access_token'),
    aituAccessToken: Token('Aitu access token'),
    user_name: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
    user_password: Type.Optional(Type.Union([Type.String({ maxLength: MAX_PASSWORD_LENGTH }), Type.Null()])),
    fingerprint: Type.Optional(Type.Union([RecordedFingerprint, Type.Null()])),
    recommended_by: RecommendedBy,
  },
  strict,
);

/**
 * Not strict, unlike the other bodies: a registration form posts blank fields of its own (address,
 * birthdate, mobile) under names that vary between clients. Fields not listed here are ignored, never
 * stored: the service reads only these.
 */
export const RegisterBodySchema = Type.Object(
  {
    user_surname: PersonName,
    user_lastname: PersonName,
    user_email: Email,
    user_password: Type.Optional(Password),
    user_recommended_by: RecommendedBy,
    user_erg_employee: OptionalFlag,
    user_agrees_contact: Type.Boolean(),
    aituAccessToken: Token('Aitu access token'),
    fbToken: Token('Facebook access token'),
    googleToken: Token('Google ID token'),
    vKontakteToken: Token('VKontakte user_id:access_token'),
    user_language_string: Type.Optional(Type.Union([Type.String({ pattern: '^[a-z]{2,3}$', description: 'a language code of 2 or 3 lower-case letters' }), Type.Null()])),
    makeForecaster: OptionalFlag,
    agreeTerms: Type.Optional(Type.Boolean()),
    agreeProcessing: Type.Optional(Type.Boolean()),
    user_address: OptionalText(300),
    user_birthdate: Type.Optional(Type.Union([DateOnly, Type.Literal(''), Type.Null()])),
    user_mobile: OptionalText(MAX_PHONE_LENGTH),
    user_phone: OptionalText(MAX_PHONE_LENGTH),
  },
  { additionalProperties: true },
);

/**
 * The fields of the user object (GET user/{id}: its `user`, or the whole answer) that POST user/{id}
 * cannot change: the object may be posted back with some fields changed, and these are taken and ignored.
 */
export const READ_ONLY_USER_FIELDS = [
  'user_email', 'user_points', 'user_erg_employee', 'user_recommended_by', 'level', 'forecast_segment', 'panel_segment', 'is_guest',
  'hasUserCompletedProfile', 'user_photo_version', 'privacy_accepted_version', 'privacy_accepted_at', 'city', 'language', 'tickets', 'user',
] as const;
export type ReadOnlyUserField = (typeof READ_ONLY_USER_FIELDS)[number];
const readOnlyUserFields = Object.fromEntries(READ_ONLY_USER_FIELDS.map((field) => [
  field, Type.Optional(Type.Unknown({ description: 'read-only: sent back as GET user/{id} answered it, it is ignored' })),
])) as Record<ReadOnlyUserField, TOptional<TUnknown>>;

export const UserUpdateBodySchema = Type.Object(
  {
    ...readOnlyUserFields,
    user_id: Type.Integer({ minimum: 1 }),
    user_surname: Type.Optional(PersonName),
    user_lastname: Type.Optional(PersonName),
    // An empty value, as a cleared form field sends it, removes the value like null.
    user_birthdate: Type.Optional(Type.Union([DateOnly, Type.Literal(''), Type.Null()])),
    user_sex: Type.Optional(Type.Union([SexSchema, Type.Null()])),
    user_phone: Type.Optional(Type.Union([Phone, Type.Literal(''), Type.Null()])),
    user_address: OptionalText(300),
    city_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
    user_language_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    user_agrees_contact: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const UserPhotoBodySchema = Type.Object(
  {
    photo: Type.Union([
      Type.String({
        minLength: 4,
        maxLength: MAX_PHOTO_BASE64_LENGTH,
        pattern: '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$',
        description: `the image file in base64: PNG, JPEG or WebP (checked by its bytes), at most ${MAX_PHOTO_BYTES} bytes`,
      }),
      Type.Null({ description: 'removes the photo' }),
    ]),
  },
  strict,
);

export const PasswordChangeBodySchema = Type.Object(
  {
    user_password_new: Password,
    user_password_repeat: Password,
    user_password_reset_hash: Type.String({ minLength: 1, maxLength: 200 }),
  },
  strict,
);

export const AnswerBodySchema = Type.Object(
  {
    answerId: Type.String({ format: 'uuid', description: 'client-made UUID; a repeat is accepted once' }),
    questionId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    choiceValues: Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { minItems: 1, maxItems: 50 }),
    answeredAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  strict,
);

export const AnswerOutcomeSchema = Type.Object({
  answerId: Type.String(),
  pointsCredited: Type.Integer({ description: 'the points this answer credited; a duplicate repeats the original credit (nothing is credited again)' }),
  duplicate: Type.Boolean({ description: 'true when this answerId was already saved: nothing changed' }),
  questStatus: Type.Optional(StringEnum(['started', 'completed', 'speedster', 'screenout'])),
  questPointsCredited: Type.Optional(Type.Integer()),
});

export const ProposeBodySchema = Type.Object(
  {
    // Each may be left out or null; a choice type of 0 is none chosen (the rules then say what is missing).
    // The bounds here only keep a body sane; the configured limits (at most their largest settings,
    // in characters as a person counts them) are the proposal rules', which answer in the product's words.
    text: Type.Optional(Type.Union([
      Type.String({ maxLength: 10_000, description: 'the question, at most maxQuestionLength characters of the site configuration (500)' }),
      Type.Null(),
    ])),
    choiceTypeId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, description: 'a default scale (GET widget/defaultChoiceTypes), or 0 / null with custom choices' }), Type.Null()])),
    questionType: Type.Optional(Type.Union([
      Type.String({ maxLength: 40, description: '"classic" or "vertical_buttons"; the server sets the one the scale becomes' }),
      Type.Null(),
    ])),
    choices: Type.Optional(Type.Union([
      Type.Array(
        Type.Object({ label: Type.String({ maxLength: 2000, description: 'at most maxChoiceLength characters (150)' }), value: Type.Integer({ minimum: 1, maximum: 100 }) }, strict),
        { maxItems: 100, description: 'custom choices valued 1..n in their order, minChoices to maxChoices of them (2 to 8); null with a default scale' },
      ),
      Type.Null(),
    ])),
  },
  strict,
);

const LangUiName = Type.String({ pattern: '^[a-z]{2,3}$', description: 'a language code of 2 or 3 lower-case letters' });

const EmailParams = Type.Object({ email: Email }, strict);
/** An FCM registration token, sent as a text/plain body. */
const DeviceTokenBody = Type.String({ minLength: 10, maxLength: 4096, pattern: '^[A-Za-z0-9:_-]+$', description: 'a device token of letters, digits, ":", "_" or "-"' });
const PhoneParams = Type.Object({ phone: Phone }, strict);

export const routes = {
  getLanguages: { method: 'GET', url: '/rest/getLanguages/', access: 'public', summary: 'list of languages', response: Type.Array(LanguageSchema) },
  getUser: { method: 'GET', url: '/rest/user/:id', access: 'session', summary: 'user details', params: IdParams, response: UserDetailsSchema },
  updateUser: {
    method: 'POST', url: '/rest/user/:id', access: 'member', summary: 'update the profile or the panel language (code 4: language already selected)',
    params: IdParams, body: UserUpdateBodySchema, response: UserDetailsSchema, errors: [409],
  },
  getUserPhoto: {
    method: 'GET', url: '/rest/user/:id/photo', access: 'member', summary: 'the member\'s own profile photo (404 without one); private, revalidated by ETag',
    params: IdParams, raw: true, response: Type.Unknown(),
  },
  setUserPhoto: {
    method: 'POST', url: '/rest/user/:id/photo', access: 'member', summary: 'set (base64 PNG/JPEG/WebP, at most 512 KB) or remove (null) the member\'s profile photo',
    params: IdParams, body: UserPhotoBodySchema, response: UserDetailsSchema,
  },
  getUserLog: {
    method: 'GET', url: '/rest/user/log/:days', access: 'member', summary: 'log entries of the last {days} days',
    params: Type.Object({ days: NumberText({ pattern: '^[1-9][0-9]{0,3}$', description: `a whole number of days from 1 to ${MAX_LOG_DAYS}` }) }, strict), response: Type.Array(UserLogEntrySchema),
  },
  getLogDetails: {
    method: 'GET', url: '/rest/user/:id/logDetails/:LOCALE', access: 'member', summary: 'quests for the history (screen-outs hidden)',
    params: Type.Object({ id: IdParam, LOCALE: Type.String({ pattern: '^[a-zA-Z_-]{2,10}$', description: 'a locale name of 2 to 10 letters, "_" or "-"' }) }, strict), response: Type.Array(ActiveQuestSchema),
  },
  getActiveQuests: { method: 'GET', url: '/rest/user/:id/activequests', access: 'member', summary: 'active surveys', params: IdParams, response: Type.Array(ActiveQuestSchema) },
  getInvitations: {
    method: 'GET', url: '/rest/user/:id/invitations', access: 'member', summary: 'members who registered through this member\'s invite link, and their referral bonus state',
    params: IdParams, response: Type.Array(InvitationSchema),
  },
  acceptPrivacyPolicy: {
    method: 'POST', url: '/rest/user/:id/privacy', access: 'member',
    summary: 'record the member\'s acceptance of the current privacy policy version, with its date (409 for another version); answers the user details',
    params: IdParams, body: Type.Object({ version: Type.String({ pattern: '^[A-Za-z0-9._-]{1,40}$', description: 'a version of 1 to 40 letters, digits, ".", "_" or "-"' }) }, strict), response: UserDetailsSchema, errors: [409],
  },
  exportUserData: {
    method: 'GET', url: '/rest/user/:id/export', access: 'member',
    summary: 'all of the member\'s own data as one JSON file: profile, answers, points ledger, tickets, conversions, proposals, surveys, devices, privacy acceptances and log',
    params: IdParams, response: UserDataExportSchema,
  },
  isEmailValid: {
    method: 'GET', url: '/rest/user/email/isValid/:email', access: 'public', summary: 'whether an e-mail is well-formed, taken, and whose (a guest\'s)',
    params: EmailParams, response: Type.Object({ valid: Type.Boolean(), exists: Type.Boolean(), isGuest: Type.Boolean() }),
  },
  hasAslCompleted: {
    method: 'GET', url: '/rest/user/:id/hasAslCompleted', access: 'session', summary: 'whether age, sex and location are filled in',
    params: IdParams, response: Type.Object({ completed: Type.Boolean(), hasUserCompletedProfile: Type.Boolean() }),
  },
  login: {
    method: 'POST', url: '/rest/user/login', access: 'public', summary: 'sign in: Authorization Basic name:password, or a provider token',
    body: LoginBodySchema, response: LoginResponseSchema, errors: [401, 403],
  },
  guestLogin: {
    method: 'POST', url: '/rest/user/guest', access: 'public', summary: 'create or find the guest user of a browser fingerprint',
    body: Type.Object({ fingerprint: Fingerprint }, strict), response: LoginResponseSchema, errors: [403],
  },
  logout: { method: 'POST', url: '/rest/user/logout', access: 'session', summary: 'revoke this session\'s token', response: Ok },
  register: {
    method: 'POST', url: '/rest/user/register', access: 'public', summary: 'e-mail registration (sends the activation e-mail), or a provider registration (active at once, signs in with the same token)',
    body: RegisterBodySchema, response: Type.Object({ user_id: Type.Integer(), activationRequired: Type.Boolean() }), errors: [409],
  },
  verifyCode: {
    method: 'POST', url: '/rest/verifyCode/:provider/:code', access: 'public', summary: 'exchange a VK or Aitu code for the user data',
    params: Type.Object({ provider: Type.Union([Type.Literal('vk'), Type.Literal('aitu')]), code: Type.String({ pattern: '^[A-Za-z0-9._~-]{1,512}$', description: 'a code of 1 to 512 letters, digits, ".", "_", "~" or "-"' }) }, strict),
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 512 }) }, strict),
    response: Type.Object({
      phone: Type.Optional(Type.String()), email: Type.Optional(Type.String()), first_name: Type.String(), last_name: Type.String(),
      accessToken: Type.Optional(Type.String()), user_id: Type.Optional(Type.String()), access_token: Type.Optional(Type.String()),
    }),
  },
  requestPasswordReset: { method: 'GET', url: '/rest/password/:email', access: 'public', summary: 'e-mail a reset link (same answer whether or not the account exists)', params: EmailParams, response: Ok },
  requestPhonePasswordReset: { method: 'GET', url: '/rest/password_phone/:phone', access: 'public', summary: 'SMS a reset code (same answer whether or not the account exists)', params: PhoneParams, response: Ok },
  changePassword: { method: 'POST', url: '/rest/password/:id', access: 'public', summary: 'set a new password with a reset hash or code', params: IdParams, body: PasswordChangeBodySchema, response: Ok },
  changePasswordByPhone: {
    method: 'POST', url: '/rest/password_phone/:phone', access: 'public',
    summary: 'set a new password with the code texted to this phone (an unknown number answers as a wrong code)', params: PhoneParams, body: PasswordChangeBodySchema, response: Ok,
  },
  checkPhone: {
    method: 'GET', url: '/rest/remote/checkphone', access: 'public', summary: 'phone format and whether it is taken',
    // A check answers `valid: false` for a number past MAX_PHONE_LENGTH; only a query far longer is refused.
    querystring: Type.Object({ user_phone: Type.String({ minLength: 1, maxLength: 256 }) }, strict), response: Type.Object({ valid: Type.Boolean(), taken: Type.Boolean() }),
  },
  sendSmsCode: {
    method: 'POST', url: '/rest/sendSmsCode/', access: 'public', summary: 'send a sign-in code by SMS (same answer whether or not the number is known; a member not activated yet, or blocked, gets the login error)',
    body: Type.Object({ user_phone: Phone }, strict), response: Ok,
  },
  validateSmsCode: {
    method: 'POST', url: '/rest/validateSmsCode/', access: 'public', summary: 'sign in with an SMS code',
    body: Type.Object({ user_phone: Phone, code: Type.String({ pattern: '^[0-9]{4,8}$', description: '4 to 8 digits' }), fingerprint: Type.Optional(RecordedFingerprint) }, strict),
    response: LoginResponseSchema,
  },
  activate: {
    method: 'POST', url: '/rest/activation/:a/:b', access: 'public', summary: 'activate an account from the e-mail link (a: user id, b: code)',
    params: Type.Object({ a: IdParam, b: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'a code of 16 to 128 letters, digits, "_" or "-"' }) }, strict),
    body: Type.Object({ browserFingerprint: Type.Optional(Type.Union([RecordedFingerprint, Type.Null()])) }, strict), response: LoginResponseSchema,
  },
  getAllDevicesTokens: { method: 'GET', url: '/rest/getAllDevicesTokens/', access: 'member', summary: 'the member\'s device tokens', response: Type.Array(DeviceTokenSchema) },
  deleteAllDeviceToken: { method: 'POST', url: '/rest/deleteAllDeviceToken/', access: 'member', summary: 'delete all the member\'s device tokens', response: Ok },
  saveDeviceToken: {
    method: 'POST', url: '/rest/saveDeviceToken/', access: 'member', summary: 'save an FCM registration token (text body)',
    body: DeviceTokenBody, textBody: true, response: Ok,
  },
  deleteDeviceToken: {
    method: 'POST', url: '/rest/deleteDeviceToken/', access: 'member', summary: 'delete one of the member\'s device tokens (text body): push off on that device only',
    body: DeviceTokenBody, textBody: true, response: Ok,
  },
  requestAccountDeletion: { method: 'POST', url: '/rest/requestAccountDeletion/:id', access: 'member', summary: 'request deletion; signs out everywhere', params: IdParams, response: Ok },
  unsubscribe: {
    method: 'POST', url: '/rest/unsubscribe', access: 'public', summary: 'turn off contact e-mails from a signed link in an e-mail (no sign-in)',
    body: Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }), signature: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'letters, digits, "_" or "-"' }) }, strict),
    response: Ok,
  },
  getCounties: { method: 'GET', url: '/rest/administrative-divisions/counties', access: 'public', summary: 'counties (regions)', response: Type.Array(CountySchema) },
  getCities: { method: 'GET', url: '/rest/administrative-divisions/cities/:id', access: 'public', summary: 'cities of a county', params: IdParams, response: Type.Array(CitySchema) },
  getTicketPrices: { method: 'GET', url: '/rest/ticketprices/:id', access: 'member', summary: 'ticket price tiers for a user', params: IdParams, response: Type.Array(TicketPriceSchema) },
  getPrizes: {
    method: 'GET', url: '/rest/prizes', access: 'public', summary: 'the prize catalogue (public: the /prizes page shows it to visitors), named in langUiName where a prize has that language',
    querystring: Type.Object({ langUiName: Type.Optional(LangUiName) }, strict), response: Type.Array(PrizeSchema),
  },
  getPrizePicture: {
    method: 'GET', url: '/rest/prizes/:id/picture', access: 'public', summary: 'the picture imported with a prize (404 for a prize without one); v, the version the catalogue names, only keeps caches apart',
    params: IdParams, querystring: Type.Object({ v: Type.Optional(Type.String({ pattern: '^[0-9a-f]{1,32}$', description: 'the picture\'s version, as the catalogue\'s imageUrl gives it' })) }, strict), raw: true, response: Type.Unknown(),
  },
  getRaffleDraws: { method: 'GET', url: '/rest/raffle/draws', access: 'public', summary: 'the raffle draws: committed seed hashes, and seeds with winners once drawn (verifiable)', response: Type.Array(RaffleDrawSchema) },
  getQuest: {
    method: 'GET', url: '/rest/quest/:id', access: 'member',
    summary: 'one quest for the survey runner: its ordered questions, estimated minutes, points and the member\'s status (404 unknown or not open, 403 not for this member)',
    params: IdParams, response: QuestDetailsSchema,
  },
  getQuestAnswers: { method: 'GET', url: '/rest/quest/:id/answer', access: 'member', summary: 'the member\'s answers in a quest, in its questions\' order (refused as GET quest/{id} refuses it; a finished run still answers after the quest closed)', params: IdParams, response: Type.Array(Type.Object({ questionId: Type.Integer(), choiceValues: Type.Array(Type.Integer()) })) },
  saveAnswer: { method: 'POST', url: '/rest/questions/answer', access: 'member', summary: 'save an answer (idempotent by answerId)', body: AnswerBodySchema, response: AnswerOutcomeSchema, errors: [409] },
  convertPoints: {
    method: 'POST', url: '/rest/convert/:id', access: 'member', summary: 'convert points into tickets (option=tickets, index: the tier\'s place in GET ticketprices/{id}) or a prize (option=prize, index: the prize\'s id), priced by the server: points must be the price',
    params: IdParams,
    querystring: Type.Object({
      points: NumberText({ pattern: '^[0-9]{1,9}$', description: 'a whole number of up to 9 digits' }), index: NumberText({ pattern: '^[0-9]{1,9}$', description: 'a whole number of up to 9 digits' }), option: Type.String({ pattern: '^[a-z_]{1,20}$', description: 'an option name of 1 to 20 lower-case letters or "_"' }),
      ticketsToExchange: Type.Optional(NumberText({ pattern: '^[0-9]{1,6}$', description: 'a whole number of up to 6 digits' })), idempotencyKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', description: '8 to 64 letters, digits or "-"' })),
    }, strict),
    response: Type.Object({
      pointsSpent: Type.Integer(), points: Type.Integer(), tickets: Type.Integer(),
      duplicate: Type.Boolean({ description: 'true when this idempotencyKey\'s conversion was already made: the answer repeats it and nothing changed' }),
    }), errors: [409],
  },
  getNextQuestion: {
    method: 'GET', url: '/rest/widget/next/:id', access: 'session', summary: 'the next unanswered question',
    params: IdParams, querystring: Type.Object({ langUiName: Type.Optional(LangUiName), isLiveSurvey: Type.Optional(Flag) }, strict),
    response: Type.Union([QuestionCardSchema, Type.Null()]),
  },
  getUpcomingQuestions: {
    method: 'GET', url: '/rest/widget/upcoming/:id', access: 'member',
    summary: `the member's next unanswered polls in feed order (count 1..${UPCOMING_MAX_COUNT}, default ${UPCOMING_DEFAULT_COUNT}), kept on the device for the offline feed`,
    params: IdParams,
    querystring: Type.Object({ count: Type.Optional(NumberText({ pattern: '^([1-9]|1[0-9]|20)$', description: `1..${UPCOMING_MAX_COUNT}` })), langUiName: Type.Optional(LangUiName) }, strict),
    response: Type.Array(QuestionCardSchema, { maxItems: UPCOMING_MAX_COUNT }),
  },
  getStats: {
    method: 'GET', url: '/rest/widget/:id/stats', access: 'optional', summary: 'answer statistics (the question\'s access rule: visitors and guests public questions only, a pending proposal\'s its proposer only)',
    params: IdParams, querystring: Type.Object({ withAgeGroup: Type.Optional(Flag), withGender: Type.Optional(Flag) }, strict), response: StatsSchema,
  },
  getProposer: {
    method: 'GET', url: '/rest/widget/:id/proposer', access: 'optional',
    summary: 'the full name of the member who proposed a published question (the propose screen says it is shown next to the question); 404 for any other question',
    params: IdParams, response: Type.Object({ name: Type.String() }),
  },
  getCard: {
    method: 'GET', url: '/rest/widget/:id', access: 'optional', summary: 'one question card (card pages; visitors and guests: public cards only)',
    params: IdParams, response: QuestionCardSchema,
  },
  getTop10: {
    method: 'GET', url: '/rest/widget/top10', access: 'member', summary: 'the ten most answered polls of the last 30 days that the member may open, with their results',
    querystring: Type.Object({ langUiName: Type.Optional(LangUiName) }, strict),
    response: Type.Array(Type.Object({ card: QuestionCardSchema, stats: StatsSchema })),
  },
  getWidgetAnswer: { method: 'GET', url: '/rest/widget/:id/answer', access: 'session', summary: 'the selected choice values', params: IdParams, response: Type.Array(Type.Integer()) },
  saveWidgetAnswer: { method: 'POST', url: '/rest/widget/:id/answer', access: 'session', summary: 'save an answer to a card (guests: public cards)', params: IdParams, body: AnswerBodySchema, response: AnswerOutcomeSchema, errors: [409] },
  getDefaultChoiceTypes: { method: 'GET', url: '/rest/widget/defaultChoiceTypes/:langId', access: 'public', summary: 'default choice types', params: Type.Object({ langId: IdParam }, strict), response: Type.Array(DefaultChoiceTypeSchema) },
  getDefaultChoices: { method: 'GET', url: '/rest/widget/defaultChoices/:langId', access: 'public', summary: 'default choices', params: Type.Object({ langId: IdParam }, strict), response: Type.Array(DefaultChoiceSchema) },
  getProposedQuestions: { method: 'GET', url: '/rest/widget/proposedQuestions', access: 'member', summary: 'the member\'s proposed questions', response: Type.Array(ProposedQuestionSchema) },
  proposeQuestion: { method: 'POST', url: '/rest/widget/propose/', access: 'member', summary: 'propose a question', body: ProposeBodySchema, response: Type.Object({ questionId: Type.Integer() }) },
  getChoiceImage: { method: 'GET', url: '/rest/widget/choice/:id/image', access: 'public', summary: 'a choice\'s image', params: IdParams, raw: true, response: Type.Unknown() },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
