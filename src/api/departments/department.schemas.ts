import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const departmentSchema = namedItemSchema;
export type Department = NamedItem;
export const departmentListSchema = listOf(departmentSchema);
