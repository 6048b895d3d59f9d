import { useMemo, useState } from 'react';
import { useDeleteUserLanguage } from '@/api/languages/language.mutations';
import { useLanguageLevels, useLanguages } from '@/api/languages/languages.reference';
import { SectionPanel } from '@/components/layout/section-panel';
import { LanguageDialog } from '../languages/language-dialog';
import { LanguageList, type NamedUserLanguage } from '../languages/language-list';
import type { SectionProps } from './section-props';

// null: no dialog; 'add'; or the id of the language being edited (read from the profile, so the
// dialog shows its certificates as they are after one is removed).
type Editing = 'add' | number | null;

// The languages the person speaks, each with its level and certificates (SPEC §7 Languages).
export function LanguagesSection({ person, editable }: SectionProps) {
  const languages = useLanguages();
  const levels = useLanguageLevels();
  const remove = useDeleteUserLanguage(person.id);
  const [editing, setEditing] = useState<Editing>(null);
  const listsLoading = languages.isPending || levels.isPending;

  const named = useMemo<NamedUserLanguage[]>(() => {
    const languageNames = new Map((languages.data ?? []).map((item) => [item.id, item.name]));
    const levelNames = new Map((levels.data ?? []).map((item) => [item.id, item.name]));
    return person.languages.map((language) => ({
      ...language,
      name: languageNames.get(language.language_id) ?? null,
      levelName: levelNames.get(language.level) ?? null,
    }));
  }, [person.languages, languages.data, levels.data]);
  const taken = useMemo(
    () => new Set(person.languages.map((language) => language.language_id)),
    [person.languages],
  );
  const edited =
    typeof editing === 'number'
      ? person.languages.find((language) => language.language_id === editing)
      : undefined;

  return (
    <>
      <SectionPanel
        title="Languages"
        editable={editable}
        addLabel="Add language"
        onAdd={() => setEditing('add')}
        isEmpty={named.length === 0}
        emptyTitle="No languages yet"
        emptyDescription={
          editable ? 'Add the languages this person speaks, with their level and certificates.' : undefined
        }
      >
        <LanguageList
          label={`Languages of ${person.name}`}
          userId={person.id}
          languages={named}
          namesLoading={listsLoading}
          editable={editable}
          onEdit={(language) => setEditing(language.language_id)}
          onDelete={(language) => remove.mutateAsync(language.language_id)}
        />
      </SectionPanel>
      {editable && (editing === 'add' || edited) ? (
        <LanguageDialog
          userId={person.id}
          language={edited}
          languages={languages.data ?? []}
          levels={levels.data ?? []}
          listsLoading={listsLoading}
          taken={taken}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
