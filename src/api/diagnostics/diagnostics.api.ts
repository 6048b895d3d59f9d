import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../common.schemas';
import { request } from '../http';

// Mock only: the mocked API answers this; a real API has no such route. Sent as JSON: the mock's
// switches refuse anything else, so a cross-site form cannot reach them.
export function resetDemoData() {
  return request(messageSchema, { method: 'POST', url: '__mock__/reset', central: true, data: {} });
}

export function useResetDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDemoData,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
