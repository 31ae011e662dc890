import type { SiteConfig } from '@contract/schemas/site-config';
import { notFound } from '../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';

/** Reference data for the forms: the site's languages, counties and cities, and the default choices per language. */
export function createReferenceService(deps: { siteConfig: SiteConfig; reference: ReferenceRepository; questions: QuestionsRepository }) {
  const { siteConfig, reference, questions } = deps;

  /** A language the site does not offer is as unknown as one that does not exist. */
  async function assertLanguage(languageId: number): Promise<void> {
    const language = await reference.languageById(languageId);
    if (!language || !siteConfig.allowedLanguages.includes(language.uiName)) throw notFound('No such language.');
  }

  return {
    /** The languages this site offers. */
    async languages() {
      return (await reference.languages())
        .filter((language) => siteConfig.allowedLanguages.includes(language.uiName))
        .map(({ languageId, uiName, panelDirectoryName }) => ({ languageId, uiName, panelDirectoryName }));
    },

    counties: () => reference.counties(),

    async citiesOf(countyId: number) {
      if (!(await reference.countyExists(countyId))) throw notFound('No such county.');
      return reference.citiesOf(countyId);
    },

    async defaultChoiceTypes(languageId: number) {
      await assertLanguage(languageId);
      return questions.defaultChoiceTypes(languageId);
    },

    async defaultChoices(languageId: number) {
      await assertLanguage(languageId);
      return questions.defaultChoices(languageId);
    },

    async choiceImage(choiceId: number) {
      const image = await questions.choiceImage(choiceId);
      if (!image) throw notFound('This choice has no image.');
      return image;
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
