import { listOf, namedItemSchema, type NamedItem } from '../common.schemas';

export const industrySchema = namedItemSchema;
export type Industry = NamedItem;
export const industryListSchema = listOf(industrySchema);
