import type { DefaultError, UseMutationResult } from '@tanstack/react-query';
import type { NewOrgItem, OrgItem, RenameOrgItem, ReorderOrgItem } from './org-data.schemas';

type Message = { message: string };

// What a screen needs of any organisation list's mutations, whatever the shape of its cache.
export type OrgListHooks = {
  useCreate: () => UseMutationResult<OrgItem, DefaultError, NewOrgItem, unknown>;
  useRename: () => UseMutationResult<OrgItem, DefaultError, RenameOrgItem, unknown>;
  useDelete: () => UseMutationResult<Message, DefaultError, number, unknown>;
  useReorder: () => UseMutationResult<Message, DefaultError, ReorderOrgItem, unknown>;
};
