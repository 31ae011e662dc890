import type { Static } from 'typebox';
import type { UserDetails } from '@contract/schemas/entities';
import type { ReadOnlyUserField, UserUpdateBodySchema } from '@contract/schemas/routes';
import { MAX_PHOTO_BYTES, photoDimensions, photoIsShowable, photoIsWhole, sniffPhotoType, type PhotoType } from '@contract/rules/photo';
import type { SiteConfig } from '@contract/schemas/site-config';
import { isValidName, isValidProfilePhone, normalizePhone } from '@contract/rules/validation';
import type { Db } from '../../db/client';
import { AppError, badInput, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { MemberCache } from '../cache/member-cache';
import type { ReferenceRepository } from '../repositories/reference-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import type { BonusService } from './bonus-service';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { NewUser, UserRow, UsersRepository } from '../repositories/users-repository';
import { addressProblem, birthdateProblem, blankToNull } from './profile-rules';
import type { Clock } from '../../lib/clock';
import type { TicketsMonthOf } from '../../lib/month-rules';

/** What a profile update may change: the body without its user id and the user object's read-only fields. */
export type ProfileUpdate = Omit<Static<typeof UserUpdateBodySchema>, 'user_id' | ReadOnlyUserField>;

/** The user columns a profile update may set, by the body field that sets them. */
const COLUMN_OF = {
  user_surname: 'surname',
  user_lastname: 'lastname',
  user_birthdate: 'birthdate',
  user_sex: 'sex',
  user_phone: 'phone',
  user_address: 'address',
  city_id: 'cityId',
  user_agrees_contact: 'agreesContact',
  user_language_id: 'languageId',
} as const satisfies Record<keyof ProfileUpdate, keyof NewUser>;

type ProfileField = keyof typeof COLUMN_OF;
type Changes = Partial<Pick<NewUser, (typeof COLUMN_OF)[ProfileField]>>;

const phoneTaken = () => AppError.of(409, 'phoneTaken', 'This phone number is already used by another account.');

/** GET/POST user/{id} and hasAslCompleted: the member's own profile. */
export function createProfileService(deps: {
  clock: Clock; ticketsMonthOf: TicketsMonthOf;
  db: Db; siteConfig: SiteConfig; users: UsersRepository; reference: ReferenceRepository; userLog: UserLogRepository; bonus: Pick<BonusService, 'afterProfileUpdate' | 'onVisit'>;
  members: Pick<MemberCache, 'details' | 'keepDetails' | 'detailsEpochOf' | 'forgetDetails'>;
}) {
  const { db, siteConfig, users, reference, userLog, members } = deps;

  /** The member's details: this instance's copy until they change (a write here, or a notification), else one statement. */
  async function details(userId: number, now = new Date(deps.clock.now())): Promise<UserDetails> {
    const month = deps.ticketsMonthOf(now);
    const cached = members.details(userId, month);
    if (cached) return cached;
    const readEpoch = members.detailsEpochOf(userId);
    const found = await users.details(userId, month);
    if (!found) throw notFound('No such user.');
    members.keepDetails(userId, month, found, readEpoch);
    return found;
  }

  /** Each kept copy's JSON, made once: GET user/{id} sends it as it is. */
  const jsonOf = new WeakMap<UserDetails, string>();

  /** The details read again after a write of this request's: no copy kept before it committed is used. */
  function detailsAfterWrite(userId: number): Promise<UserDetails> {
    members.forgetDetails(userId);
    return details(userId);
  }

  /** Checks and normalizes every field present in the body; absent fields stay out of the result. */
  async function validate(current: UserRow, input: ProfileUpdate): Promise<Changes> {
    const changes: Changes = {};
    for (const field of ['user_surname', 'user_lastname'] as const) {
      const name = input[field];
      if (name === undefined) continue;
      if (!isValidName(name)) throw badInput(`The ${field === 'user_surname' ? 'first' : 'last'} name is empty or contains characters that are not allowed.`, 'invalidName');
      changes[COLUMN_OF[field]] = name.trim();
    }
    if (input.user_birthdate !== undefined) {
      const birthdate = blankToNull(input.user_birthdate);
      const problem = birthdate === null ? undefined : birthdateProblem(birthdate, new Date(deps.clock.now()));
      if (problem) throw badInput(problem);
      changes.birthdate = birthdate;
    }
    if (input.user_sex !== undefined) changes.sex = input.user_sex;
    if (input.user_phone !== undefined) changes.phone = await checkedPhone(current, blankToNull(input.user_phone));
    if (input.user_address !== undefined) {
      const address = blankToNull(input.user_address);
      const problem = addressProblem(address);
      if (problem) throw badInput(problem);
      changes.address = address;
    }
    if (input.city_id !== undefined) {
      if (input.city_id !== null && !(await reference.cityById(input.city_id))) throw badInput('No such city.', 'unknownCity');
      changes.cityId = input.city_id;
    }
    if (input.user_language_id !== undefined) {
      const language = await reference.languageById(input.user_language_id);
      // The product's text for a failed language change.
      if (!language || !siteConfig.allowedLanguages.includes(language.uiName)) throw badInput('Error updating user panel language!', 'unknownLanguage');
      changes.languageId = language.id;
    }
    if (input.user_agrees_contact !== undefined) changes.agreesContact = input.user_agrees_contact;
    return changes;
  }

  async function checkedPhone(current: UserRow, phone: string | null): Promise<string | null> {
    if (phone === null) return null;
    if (!isValidProfilePhone(phone, siteConfig.phonePatterns, current.phone)) throw badInput('The phone number is not valid.', 'invalidPhone');
    const normalized = normalizePhone(phone);
    const owner = await users.byPhone(normalized);
    if (owner && owner.id !== current.id) throw phoneTaken();
    return normalized;
  }

  /** Only the columns whose value really changes. */
  function differences(current: UserRow, changes: Changes): Changes {
    return Object.fromEntries(Object.entries(changes).filter(([column, value]) => current[column as keyof UserRow] !== value)) as Changes;
  }

  return {
    details,
    detailsAfterWrite,

    /**
     * GET user/{id}: the details (this instance's copy, else one statement), and on a member's visit
     * the birthday bonus, decided from what was read; only a visit that credits it reads them again.
     */
    async visit(session: SessionUser): Promise<UserDetails> {
      const found = await details(session.userId);
      const credited = await deps.bonus.onVisit(session.userId, { isGuest: session.isGuest, status: session.status, birthdate: found.user_birthdate });
      return credited ? detailsAfterWrite(session.userId) : found;
    },

    /** GET user/{id}'s answer as JSON: `visit`'s details, serialized once per kept copy. */
    async visitJson(session: SessionUser): Promise<string> {
      const found = await this.visit(session);
      let json = jsonOf.get(found);
      if (json === undefined) {
        json = JSON.stringify(found);
        jsonOf.set(found, json);
      }
      return json;
    },

    async hasAslCompleted(userId: number): Promise<{ completed: boolean; hasUserCompletedProfile: boolean }> {
      const found = await details(userId);
      return {
        completed: Boolean(found.user_birthdate && found.user_sex && found.city.length > 0),
        hasUserCompletedProfile: found.user.hasUserCompletedProfile,
      };
    },

    /** The member's photo, or 404 without one. */
    async photo(userId: number): Promise<{ contentType: PhotoType; data: Buffer; updatedAt: Date }> {
      const found = await users.photo(userId);
      if (!found) throw notFound('No profile photo.');
      return found;
    },

    /**
     * Stores the photo sent in base64 (schema-checked characters and length), after checking its
     * size and, by its own bytes, that it is a whole PNG, JPEG or WebP; null removes it. A change is logged.
     */
    async setPhoto(userId: number, base64: string | null): Promise<UserDetails> {
      let photo: { contentType: PhotoType; data: Buffer } | null = null;
      if (base64 !== null) {
        const data = Buffer.from(base64, 'base64');
        if (data.length > MAX_PHOTO_BYTES) throw AppError.of(413, 'payloadTooLarge', `The photo is larger than ${MAX_PHOTO_BYTES / 1024} KB.`);
        const contentType = sniffPhotoType(data);
        if (!contentType) throw badInput('The photo must be a PNG, JPEG or WebP image.', 'invalidPhoto');
        const dimensions = photoDimensions(data);
        if (!dimensions) throw badInput('The photo is damaged: its width and height cannot be read.', 'invalidPhoto');
        if (!photoIsWhole(data)) throw badInput('The photo is damaged: the file is cut short.', 'invalidPhoto');
        if (!photoIsShowable(dimensions)) throw badInput('The photo has too many pixels to be shown: at most 50 megapixels.', 'invalidPhoto');
        photo = { contentType, data };
      }
      await db.transaction(async (tx) => {
        if (photo) {
          await users.setPhoto(userId, photo, tx);
          await userLog.write(userId, 'profile_update', 'Profile photo updated', { fields: ['photo'] }, tx);
        } else if (await users.removePhoto(userId, tx)) {
          await userLog.write(userId, 'profile_update', 'Profile photo removed', { fields: ['photo'] }, tx);
        }
      });
      return detailsAfterWrite(userId);
    },

    /**
     * Updates the fields present in the body and logs each visible change. Asking for the language
     * already selected, with nothing else to change, answers the configured code (4 by default); beside
     * other changes (a profile's fields, the consent modal's agreement) it is simply no change.
     */
    async update(userId: number, input: ProfileUpdate): Promise<UserDetails> {
      const current = await users.byId(userId);
      if (!current) throw notFound('No such user.');
      const changed = differences(current, await validate(current, input));
      const { languageId, ...profile } = changed;
      // In the social login flow, the consent modal's update records the member's agreement.
      const consent = input.user_agrees_contact === true && current.termsAcceptedAt === null;
      const write: Partial<NewUser> = consent ? { ...changed, termsAcceptedAt: new Date(deps.clock.now()) } : changed;
      if (input.user_language_id === current.languageId && Object.keys(write).length === 0) {
        throw new AppError(409, siteConfig.languageAlreadySelectedCode, 'User panel language is already the selected one!');
      }
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const languageChange = languageId === undefined ? undefined : { from: await reference.languageById(current.languageId), to: await reference.languageById(languageId) };
      if (Object.keys(write).length > 0) {
        try {
          await db.transaction(async (tx) => {
            await users.update(userId, write, tx);
            await deps.bonus.afterProfileUpdate(userId, tx);
            const fields = Object.keys(profile);
            if (fields.length > 0) await userLog.write(userId, 'profile_update', 'Profile updated', { fields }, tx);
            if (languageChange) {
              const { from, to } = languageChange;
              await userLog.write(userId, 'language_change', `Panel language changed to ${to?.name ?? ''}`, { from: from?.uiName ?? null, to: to?.uiName ?? null }, tx);
            }
          });
        } catch (error) {
          // Two members claiming the same number at once: the unique index decides.
          if (isUniqueViolation(error)) throw phoneTaken();
          throw error;
        }
      }
      return detailsAfterWrite(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
