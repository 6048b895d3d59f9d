import * as z from 'zod/mini';
import { DEGREES } from '@/lib/constants';

// One degree a person holds or studies for (Bachelor, Masters or Phd, SPEC §9). end_date null: ongoing.
export const educationSchema = z.object({
  id: z.number(),
  institution: z.string(),
  degree: z.enum(DEGREES),
  field_of_study: z.string(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
});
export type Education = z.infer<typeof educationSchema>;
