import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';

// POST user-enhance/{id} { field, text }: a rewrite of one of the person's texts that reads better and
// uses what the profile knows about them. Nothing is stored; the client decides whether to use it.
export const ENHANCE_FIELDS = ['brief_intro'] as const;
export type EnhanceField = (typeof ENHANCE_FIELDS)[number];
export type EnhanceRequest = { field: EnhanceField; text: string };

export const enhanceResponseSchema = dataOf(z.object({ suggestion: z.string() }));
