import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const positionSchema = namedItemSchema;
export type Position = NamedItem;
export const positionListSchema = listOf(positionSchema);
