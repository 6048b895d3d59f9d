import type { MediaParentKind } from '../db/media-parents';
import type { MediaRow } from '../db/profile-schemas';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import type { TenantContext } from '../routing/authorize';
import { assertMayEdit } from '../routing/edit-gate';
import { mayReadProfile } from '../routing/read-gate';
import { forbidden } from '../routing/responses';
import { COMPANY_DETAILS_EDITOR, mayReadCompanyDocuments } from './administrative-information';
import { canUpdate, canView } from './internal-project';
import { recruitmentOptions } from './recruitment-candidates';
import { mayChange, maySee } from './time-off-requests';

// Who reads and deletes a stored file (issue 30, H3 and M1): the rules of its parent, the item that
// lists it, taken from the parent's own routes, so a file is never more open than what lists it. A
// parent that is gone, no longer lists the file, or is of a kind not known here opens nothing.

type ParentRules = {
  mayRead: (context: TenantContext) => boolean;
  // Throws the parent's 403 (with its reason, where it gives one) when the acting user may not change it.
  assertMayChange: (context: TenantContext) => void;
};

// The parent of a file, found by its id and still listing the file, with its rules.
type ParentLookup = (db: TenantDb, parentId: number, mediaId: number) => ParentRules | undefined;

const has = (user: MockUser, permission: string) => user.permissions.includes(permission);

function allowIf(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

type ProfileItem = { user_id: number; files: readonly number[] };

// A profile item (course, achievement, profile project, language, CV): read as its person's profile is
// (GET user/{id}), changed through the SPEC §4 edit gate, as the item's own routes are.
function profileItem(find: (db: TenantDb, id: number) => ProfileItem | undefined): ParentLookup {
  return (db, parentId, mediaId) => {
    const item = find(db, parentId);
    const person = item?.files.includes(mediaId) ? findUser(db, item.user_id) : undefined;
    if (!person) return undefined;
    return {
      mayRead: ({ user }) => mayReadProfile(user, person),
      assertMayChange: (context) => assertMayEdit(context, person),
    };
  };
}

const withFiles = (row: { user_id: number; media_ids: number[] } | undefined): ProfileItem | undefined =>
  row && { user_id: row.user_id, files: row.media_ids };

const PARENTS: Record<MediaParentKind, ParentLookup> = {
  course: profileItem((db, id) => withFiles(db.courses.findFirst((q) => q.where({ id })))),
  achievement: profileItem((db, id) => withFiles(db.achievements.findFirst((q) => q.where({ id })))),
  'user-project': profileItem((db, id) => withFiles(db.userProjects.findFirst((q) => q.where({ id })))),
  language: profileItem((db, id) => {
    const row = db.userLanguages.findFirst((q) => q.where({ id }));
    return row && { user_id: row.user_id, files: row.certificate_ids };
  }),
  cv: profileItem((db, id) => {
    const row = db.cvs.findFirst((q) => q.where({ id }));
    return row && { user_id: row.user_id, files: row.file_media_id === null ? [] : [row.file_media_id] };
  }),

  // GET time-offs/{id}'s rule (one's own, one's to review, or time-off::manage); changed as
  // POST time-offs/{id} changes it: one's own or time-off::manage, while pending. A withdrawn request
  // is gone, and so is its attachment.
  'time-off': (db, id, mediaId) => {
    const row = db.timeOffs.findFirst((q) => q.where({ id, withdrawn_at: null }));
    if (!row || row.attachment?.id !== mediaId) return undefined;
    return {
      mayRead: ({ user }) => maySee(row, user),
      assertMayChange: ({ user }) => allowIf(mayChange(row, user) && row.status === 'pending'),
    };
  },

  // Recruitment's rule (recruitment::view). A hired candidate's row is history: still read by
  // recruiters, no longer changed (recruitment's routes answer 404 for it).
  candidate: (db, id, mediaId) => {
    const row = db.candidates.findFirst((q) => q.where({ user_id: id }));
    if (!row || row.cv?.media_id !== mediaId) return undefined;
    const recruiter = (user: MockUser) => has(user, recruitmentOptions.permission);
    return {
      mayRead: ({ user }) => recruiter(user),
      assertMayChange: ({ user }) => allowIf(recruiter(user) && row.status !== 'hired'),
    };
  },

  // GET internal-projects/{id} (project::view); its administration save (project::update).
  project: (db, id, mediaId) => {
    const row = db.projects.findFirst((q) => q.where({ id }));
    if (!row || !row.media_ids.includes(mediaId)) return undefined;
    return {
      mayRead: ({ user }) => has(user, canView.permission),
      assertMayChange: ({ user }) => allowIf(has(user, canUpdate.permission)),
    };
  },

  // GET administrative-information shows the logo to everyone of the tenant, the documents only to
  // whoever may change the details (settings::manage), as POST administrative-information does.
  'company-logo': (db, _id, mediaId) =>
    db.settings.administrativeInformation?.logo_media_id === mediaId
      ? {
          mayRead: () => true,
          assertMayChange: ({ user }) => allowIf(has(user, COMPANY_DETAILS_EDITOR)),
        }
      : undefined,
  'company-document': (db, _id, mediaId) =>
    db.settings.administrativeInformation?.document_media_ids.includes(mediaId)
      ? {
          mayRead: ({ user }) => mayReadCompanyDocuments(user),
          assertMayChange: ({ user }) => allowIf(has(user, COMPANY_DETAILS_EDITOR)),
        }
      : undefined,
};

function parentOf(db: TenantDb, row: MediaRow): ParentRules | undefined {
  // Stored data is not trusted to name a known kind.
  const lookup = (PARENTS as Partial<Record<string, ParentLookup>>)[row.parent.kind];
  return lookup?.(db, row.parent.id, row.id);
}

// Whether the acting user may read the file: its parent's read rule; no parent, no reading.
export function mayReadMedia(context: TenantContext, row: MediaRow): boolean {
  return parentOf(context.db, row)?.mayRead(context) ?? false;
}

// Throws 403 unless the acting user may change the file's parent (its edit rule).
export function assertMayDeleteMedia(context: TenantContext, row: MediaRow): void {
  const parent = parentOf(context.db, row);
  if (!parent) throw forbidden();
  parent.assertMayChange(context);
}
