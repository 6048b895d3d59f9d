import { defineNamedItemList } from '../reference-data';

// { data: [{ id, name, order }] }; both need a token. Loaded by the languages tab when it opens.
export const languagesList = defineNamedItemList('languages', { needsToken: true });
export const languageLevelsList = defineNamedItemList('language-levels', { needsToken: true });

export const useLanguages = languagesList.useList;
export const useLanguageLevels = languageLevelsList.useList;
