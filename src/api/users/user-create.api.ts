import { request } from '../http';
import { multipartBody } from '../multipart';
import { blankToNull } from '../text.schemas';
import { avatarResponseSchema, createdUserResponseSchema, type NewEmployee } from './user-create.schemas';

// The person's personal information and employment details are saved by api/user-profile
// (savePersonalInformation, saveEmploymentDetails): the add-employee screen and the profile share them.

export type NewUserBasics = Pick<NewEmployee, 'first_name' | 'last_name' | 'email' | 'role' | 'title'>;

export async function createUser(basics: NewUserBasics): Promise<{ id: number }> {
  const { first_name, last_name, email, role, title } = basics;
  const body = await request(createdUserResponseSchema, {
    method: 'POST',
    url: 'user',
    data: { first_name, last_name, email, role, title: blankToNull(title) },
  });
  return body.data;
}

// multipart/form-data with the file under `avatar`; answers the URL to show.
export async function uploadAvatar(id: number, file: Blob): Promise<string> {
  const body = await request(avatarResponseSchema, {
    method: 'POST',
    url: `user-avatar/${id}`,
    data: multipartBody({ avatar: file }),
  });
  return body.data.avatar;
}
