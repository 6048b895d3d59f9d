import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const projectManagerSchema = namedItemSchema;
export type ProjectManager = NamedItem;
export const projectManagerListSchema = listOf(projectManagerSchema);
