import { Type, type Static } from 'typebox';
import { UserDetailsSchema, UserLogEntrySchema } from './entities';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

/**
 * GET user/{id}/export: everything the server keeps about the member, as one JSON file the member
 * downloads from /app/settings (an addition: data-protection law's right of access).
 */
export const UserDataExportSchema = Type.Object({
  exportedAt: Instant,
  profile: UserDetailsSchema,
  answers: Type.Array(Type.Object({
    answerId: Type.String(), questionId: Type.Integer(), questionText: Type.String(), questId: Nullable(Type.Integer()),
    choiceValues: Type.Array(Type.Integer()), answeredAt: Instant,
  })),
  pointsLedger: Type.Array(Type.Object({ delta: Type.Integer(), reason: Type.String(), reference: Nullable(Type.String()), createdAt: Instant })),
  tickets: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer(), conversionId: Nullable(Type.Integer()), createdAt: Instant })),
  conversions: Type.Array(Type.Object({
    conversionId: Type.Integer(), kind: Type.String(), pointsSpent: Type.Integer(), tickets: Type.Integer(), prizeId: Nullable(Type.Integer()), createdAt: Instant,
  })),
  proposals: Type.Array(Type.Object({
    proposalId: Type.Integer(), questionId: Nullable(Type.Integer()), text: Type.String(), status: Type.Integer(),
    choices: Nullable(Type.Array(Type.Object({ label: Type.String(), value: Type.Integer() }))), createdAt: Instant,
  })),
  surveys: Type.Array(Type.Object({
    questId: Type.Integer(), status: Type.String(), startedAt: Instant, finishedAt: Nullable(Instant), pointsAwarded: Type.Integer(),
  })),
  devices: Type.Array(Type.Object({ token: Type.String(), createdAt: Instant, lastSeenAt: Instant })),
  privacyAcceptances: Type.Array(Type.Object({ policyVersion: Type.String(), acceptedAt: Instant })),
  log: Type.Array(UserLogEntrySchema),
  /** The profile photo as stored (base64 of its bytes), or null without one. */
  photo: Nullable(Type.Object({ contentType: Type.String(), base64: Type.String(), updatedAt: Instant })),
});
export type UserDataExport = Static<typeof UserDataExportSchema>;
