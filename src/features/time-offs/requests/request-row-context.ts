import { createContext, useContext } from 'react';
import type { Actor } from '@/lib/time-off-actions';
import type { RequestActions } from '../request/use-request-actions';

// What a row's menu can do and for whom; the tab provides it so the columns stay a module constant.
export type RequestRowContext = { actions: RequestActions; actor: Actor; today: string };

export const RequestRowContext = createContext<RequestRowContext | null>(null);

export const useRequestRow = (): RequestRowContext | null => useContext(RequestRowContext);
