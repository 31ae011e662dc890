import type { Container } from '../../core/container';

/** The demo member of `npm start` (README): sign in with this e-mail and password. */
export const demoMember = {
  email: 'demo@panelist.local',
  password: 'panelist-demo',
  firstName: 'Dana',
  lastName: 'Abenova',
  birthdate: '1990-05-14',
  sex: 'F',
  city: 'Almaty',
  language: 'en',
} as const;

/** Registers, activates and completes the demo member through the same services members use. */
export async function seedDemoMember(c: Container): Promise<number> {
  const { userId, activationCode } = await c.auth.accounts.register(
    {
      user_surname: demoMember.firstName,
      user_lastname: demoMember.lastName,
      user_email: demoMember.email,
      user_password: demoMember.password,
      user_birthdate: demoMember.birthdate,
      user_language_string: demoMember.language,
      user_agrees_contact: true,
      agreeTerms: true,
      agreeProcessing: true,
    },
    { sendActivation: false },
  );
  await c.auth.accounts.confirmActivation(userId, activationCode);
  const county = (await c.reference.counties()).find((candidate) => candidate.name === demoMember.city);
  const city = county && (await c.reference.citiesOf(county.id)).find((candidate) => candidate.name === demoMember.city);
  if (!city) throw new Error(`demo city ${demoMember.city} is missing from the reference data`);
  await c.profile.update(userId, { user_sex: demoMember.sex, city_id: city.id });
  return userId;
}
