import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const skillSchema = namedItemSchema;
export type Skill = NamedItem;
export const skillListSchema = listOf(skillSchema);
