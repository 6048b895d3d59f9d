// Which optional profile sections a person's profile shows: the person's own choice wins, then their
// department's status, and a section nobody switched off is shown.

export type SectionStatusRow = {
  id: number;
  key: string;
  departments: readonly { department_id: number; status: boolean }[];
};

export function hiddenSectionKeys(
  sections: readonly SectionStatusRow[],
  departmentId: number | null,
  personal: readonly { id: number; status: boolean }[],
): Set<string> {
  const own = new Map(personal.map((choice) => [choice.id, choice.status]));
  const hidden = new Set<string>();
  for (const section of sections) {
    const department = section.departments.find((row) => row.department_id === departmentId)?.status;
    const shown = own.get(section.id) ?? department ?? true;
    if (!shown) hidden.add(section.key);
  }
  return hidden;
}
