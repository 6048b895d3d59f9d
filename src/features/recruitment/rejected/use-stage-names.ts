import { useCallback, useMemo } from 'react';
import { useStages } from '@/api/recruitment/recruitment.queries';
import type { SelectOption } from '@/components/form/select-field';
import { DEFAULT_STAGE_NAMES, isPipelineStage, PIPELINE_STAGES } from '@/lib/recruitment-stages';

// The tenant's names for the stages (the API serves them); the seeded names until they arrive.
export function useStageNames() {
  const stages = useStages();
  const served = stages.data;
  const stageName = useCallback(
    (key: string) =>
      served?.find((stage) => stage.key === key)?.name ??
      (isPipelineStage(key) ? DEFAULT_STAGE_NAMES[key] : key),
    [served],
  );
  const stageOptions: SelectOption[] = useMemo(
    () =>
      served
        ? [...served]
            .sort((a, b) => a.order - b.order)
            .map((stage) => ({ value: stage.key, label: stage.name }))
        : PIPELINE_STAGES.map((key) => ({ value: key, label: DEFAULT_STAGE_NAMES[key] })),
    [served],
  );
  return { stageName, stageOptions };
}
