import { Type, type Static } from 'typebox';

/**
 * Every switch and constant of the site configuration. The server reads it at start-up and serves
 * it to the app at /specific/config.json; defaults live in server/config/site-config.json.
 */
export const LoginErrorCodesSchema = Type.Object(
  {
    userNotActive: Type.Integer({ minimum: 1 }),
    userNonExistent: Type.Integer({ minimum: 1 }),
    wrongPassword: Type.Integer({ minimum: 1 }),
    userLocked: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

export const PointsRulesSchema = Type.Object(
  {
    perPollAnswer: Type.Integer({ minimum: 0 }),
    profileCompletionBonus: Type.Integer({ minimum: 0 }),
    birthdayBonus: Type.Integer({ minimum: 0 }),
    referralBonus: Type.Integer({ minimum: 0 }),
    referralAnswersRequired: Type.Integer({ minimum: 0 }),
    screenoutConsolation: Type.Integer({ minimum: 0 }),
    /** Consolation only for members screened out after answering at least this many questions. */
    screenoutConsolationAfter: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

/** Firebase web configuration for push (public values); null hides every push control. */
export const FirebaseWebConfigSchema = Type.Object(
  {
    apiKey: Type.String({ minLength: 1, maxLength: 200 }),
    projectId: Type.String({ minLength: 1, maxLength: 100 }),
    messagingSenderId: Type.String({ minLength: 1, maxLength: 40 }),
    appId: Type.String({ minLength: 1, maxLength: 200 }),
    /** The Web Push certificate's public key (VAPID). */
    vapidKey: Type.String({ minLength: 1, maxLength: 200 }),
    authDomain: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const SiteConfigSchema = Type.Object(
  {
    /** Push through Firebase: set here or with FIREBASE_WEB_CONFIG; null turns push off. */
    firebase: Type.Union([FirebaseWebConfigSchema, Type.Null()]),
    productName: Type.String({ minLength: 1, maxLength: 60 }),
    /** i18next namespace: translations load from /specific/locales/{lng}/{ns}.json */
    i18nNamespace: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,40}$' }),
    defaultLanguage: Type.String({ pattern: '^[a-z]{2,3}$' }),
    allowedLanguages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), { minItems: 1, maxItems: 20 }),
    multiLanguage: Type.Boolean(),
    /** The session cookie is named 'globals' + this suffix. */
    cookieLocaleSuffix: Type.String({ pattern: '^[A-Za-z0-9_-]{0,20}$' }),
    phonePatterns: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 20 }),
    ticketsEnabled: Type.Boolean(),
    /** The panel's own time zone (IANA name): raffle tickets belong to the month it is there. */
    panelTimeZone: Type.String({ minLength: 1, maxLength: 64 }),
    proposeQuestionEnabled: Type.Boolean(),
    aboutYouEnabled: Type.Boolean(),
    surveysWidgetEnabled: Type.Boolean(),
    promoWidgetEnabled: Type.Boolean(),
    predictorEnabled: Type.Boolean(),
    /** Where the predictor links go; empty: the predictor sub-domain of the host serving the app. */
    predictorUrl: Type.String({ maxLength: 200 }),
    /** Level bit index that grants predictor rights (normally 2). */
    predictorLevelBit: Type.Integer({ minimum: 0, maximum: 30 }),
    blockingProfile: Type.Boolean(),
    restrictAccess: Type.Boolean(),
    privacyDialog: Type.Boolean(),
    /** The current privacy policy's version: with privacyDialog on, a member accepts each version once. */
    privacyPolicyVersion: Type.String({ pattern: '^[A-Za-z0-9._-]{1,40}$' }),
    cookieNotice: Type.Boolean(),
    buddhistYearOffset: Type.Integer({ minimum: 0, maximum: 1000 }),
    vkAppEnabled: Type.Boolean(),
    aituEnabled: Type.Boolean(),
    socialAppId: Type.String({ maxLength: 100 }),
    socialSdkVersion: Type.String({ maxLength: 20 }),
    /** Google sign-in's OAuth client id (GOOGLE_CLIENT_ID overrides it); empty: no Google sign-in. */
    googleClientId: Type.String({ maxLength: 200 }),
    /** VKontakte's app id (VK_APP_ID overrides it): with vkAppEnabled, /login links to VK's authorization. */
    vkAppId: Type.String({ maxLength: 100 }),
    /** Aitu's client id (AITU_CLIENT_ID overrides it): with aituEnabled, /login links to Aitu Passport. */
    aituClientId: Type.String({ maxLength: 200 }),
    loginErrorCodes: LoginErrorCodesSchema,
    /** Server result code for "language already selected" (normally 4). */
    languageAlreadySelectedCode: Type.Integer({ minimum: 1 }),
    toastDurationMs: Type.Integer({ minimum: 500, maximum: 60000 }),
    notificationDurationMs: Type.Integer({ minimum: 500, maximum: 600000 }),
    goBackDelayMs: Type.Integer({ minimum: 0, maximum: 60000 }),
    minPasswordLength: Type.Integer({ minimum: 6, maximum: 128 }),
    cookieLifetimeDays: Type.Integer({ minimum: 1, maximum: 36500 }),
    historyPeriods: Type.Array(Type.Integer({ minimum: 1, maximum: 3650 }), { minItems: 1, maxItems: 10 }),
    historyDefaultPeriod: Type.Integer({ minimum: 1, maximum: 3650 }),
    historyPageSizes: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { minItems: 1, maxItems: 5 }),
    proposePageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    maxPageNumbers: Type.Integer({ minimum: 1, maximum: 20 }),
    maxChoices: Type.Integer({ minimum: 2, maximum: 50 }),
    minChoices: Type.Integer({ minimum: 2, maximum: 50 }),
    maxChoiceLength: Type.Integer({ minimum: 1, maximum: 1000 }),
    maxQuestionLength: Type.Integer({ minimum: 1, maximum: 5000 }),
    defaultCustomChoices: Type.Integer({ minimum: 2, maximum: 50 }),
    leftCarouselAutoplayMs: Type.Integer({ minimum: 500, maximum: 60000 }),
    mobileSliderAutoplayMs: Type.Integer({ minimum: 500, maximum: 60000 }),
    seasonalPromo: Type.Object(
      {
        from: Type.String({ format: 'date' }),
        to: Type.String({ format: 'date' }),
        tiers: Type.Array(
          Type.Object(
            { tickets: Type.Integer({ minimum: 1 }), points: Type.Integer({ minimum: 1 }) },
            { additionalProperties: false },
          ),
          { maxItems: 10 },
        ),
      },
      { additionalProperties: false },
    ),
    /** Guests get an e-mail '<fingerprint>' + this marker. */
    guestEmailDomain: Type.String({ pattern: '^@[a-z0-9.-]+$' }),
    guestRecommenderId: Type.Integer({ minimum: 0 }),
    points: PointsRulesSchema,
    socialLinks: Type.Array(
      Type.Object(
        { name: Type.String({ minLength: 1, maxLength: 40 }), url: Type.String({ maxLength: 300 }) },
        { additionalProperties: false },
      ),
      { maxItems: 10 },
    ),
    /**
     * Results by age group or gender leave out a group with fewer answers than this (and the
     * smallest other group while the total would give it away), so no member's answer can be read.
     */
    minBreakdownGroupAnswers: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** Failed logins in a row that lock an account until a password reset. */
    maxFailedLogins: Type.Integer({ minimum: 1, maximum: 100 }),
    /** A completion faster than this share of the quest's median time is a speedster. */
    speedsterMedianShare: Type.Number({ minimum: 0, maximum: 1 }),
    /** Completions needed before the median is trusted for the speedster check. */
    speedsterMinSamples: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);
export type SiteConfig = Static<typeof SiteConfigSchema>;
export type FirebaseWebConfig = Static<typeof FirebaseWebConfigSchema>;
