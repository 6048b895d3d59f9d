import { sessionScope } from '../session';

export const administrativeInformationKeys = {
  all: () => [...sessionScope(), 'administrative-information'] as const,
  detail: () => [...administrativeInformationKeys.all(), 'detail'] as const,
};
