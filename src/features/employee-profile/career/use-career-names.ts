import { useDepartments } from '@/api/departments/departments.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';

type Named = { id: number; name: string };

const nameIn = (rows: readonly Named[] | undefined, id: number | null): string | null =>
  id === null ? null : (rows?.find((row) => row.id === id)?.name ?? null);

// The reference lists a career step names by id (each loads once per session), and their names.
export function useCareerNames() {
  const positions = usePositions();
  const departments = useDepartments();
  const seniorities = useSeniorities();
  return {
    positions,
    departments,
    seniorities,
    positionName: (id: number | null) => nameIn(positions.data, id),
    departmentName: (id: number | null) => nameIn(departments.data, id),
    seniorityName: (id: number | null) => nameIn(seniorities.data, id),
  };
}

export type CareerNames = ReturnType<typeof useCareerNames>;
