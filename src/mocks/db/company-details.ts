import * as z from 'zod/mini';
import { administrativeInformationSchema } from '@/api/administrative-information/administrative-information.schemas';
import { NO_PERSON } from './media-parents';

// The company's administrative information as the mocked API stores it: the answer's fields, with its
// files as media rows pointed at by id. Company files are about no person (user_id 0); their parent is
// the company (the logo, a document), whose rules GET media/{id} and DELETE media apply.
export const COMPANY_FILE_OWNER = NO_PERSON;

export const administrativeInformationRecordSchema = z.extend(
  z.omit(administrativeInformationSchema, { logo: true, documents: true }),
  { logo_media_id: z.nullable(z.number()), document_media_ids: z.array(z.number()) },
);
export type AdministrativeInformationRecord = z.infer<typeof administrativeInformationRecordSchema>;
