import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const assessmentSchema = namedItemSchema;
export type Assessment = NamedItem;
export const assessmentListSchema = listOf(assessmentSchema);
